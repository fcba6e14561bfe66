// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../src/lib/browser-navigation';
import { renderApp, storeLogin, tokenOf } from '../app/support/render-app';
import { useAccountsApp } from './support/accounts-app';

const { app, simulator } = useAccountsApp();
const open = (path: string) => renderApp(app.socketClient(), path);

const { assign } = browserNavigation;
afterEach(() => {
  browserNavigation.assign = assign;
});

/** Sets the field whose label starts with `label` (the label also holds the field's error). */
const set = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

/** The demo client of the default world, residing in Indonesia, on the real-account form. */
async function openFormAsDemoClient() {
  storeLogin('VRTC90000001');
  const view = open('/en/new_account/realws.html');
  await screen.findByRole('heading', { name: 'Open a real money account' });
  await waitFor(() => expect(screen.getByTestId('residence').textContent).toBe('Indonesia'));
  return view;
}

function fillForm() {
  set('Title', 'Ms');
  set('First name', ' Jane ');
  set('Last name', 'Doe');
  set('Date of birth', '1990-04-12');
  set('Place of birth', 'id');
  set('Citizenship', 'id');
  set('Account opening reason', 'Hedging');
  set('First line of home address', 'Jalan Sudirman 12');
  set('Town/City', 'Jakarta');
  set('Telephone', '+62 21 555 0123');
  fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms and conditions.' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'I am not a politically exposed person.' }));
}

const storedAccounts = () =>
  JSON.parse(localStorage.getItem('client.accounts') ?? '[]') as { loginid: string; token: string }[];

describe('the real-account form', { timeout: 30_000 }, () => {
  it('shows the errors in the spec words and sends nothing while any stands', async () => {
    const sent = vi.fn();
    browserNavigation.assign = sent;
    const before = Object.keys(simulator().world.state.accounts.accounts);
    await openFormAsDemoClient();
    set('First name', 'J');
    set('Telephone', '12-34');
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('You should enter 2-30 characters.')).toBeTruthy();
    expect(screen.getByText('You should enter 8-35 characters.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(7);
    expect(screen.getByText('Please accept the terms and conditions.')).toBeTruthy();
    expect(screen.getByText('Please confirm that you are not a politically exposed person.')).toBeTruthy();
    expect(Object.keys(simulator().world.state.accounts.accounts)).toEqual(before);
    expect(sent).not.toHaveBeenCalled();
  });

  it('offers the states of the residence, and no tax residence in Paraguay or the United Arab Emirates', async () => {
    await openFormAsDemoClient();
    const state = (await screen.findByRole('option', { name: 'DKI Jakarta' })).closest('select')!;
    expect(state.name).toBe('address_state');
    const option = (label: string, value: string) =>
      screen.getByLabelText(new RegExp(`^${label}`)).querySelector<HTMLOptionElement>(`option[value="${value}"]`)!;
    expect(option('Tax residence', 'py').disabled).toBe(true);
    expect(option('Tax residence', 'ae').disabled).toBe(true);
    expect(option('Tax residence', 'id').disabled).toBe(false);
    expect(option('Place of birth', 'py').disabled).toBe(false);
    expect(option('Citizenship', 'ca').disabled).toBe(false);
  });

  it("opens the account, keeps it beside the demo one and loads set-currency, where the client's choice is set and the cashier follows", async () => {
    const assignFirst = vi.fn();
    browserNavigation.assign = assignFirst;
    const before = Object.keys(simulator().world.state.accounts.accounts);
    const { unmount } = await openFormAsDemoClient();
    fillForm();
    await screen.findByRole('option', { name: 'DKI Jakarta' });
    set('State/Province', 'JK');
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    await waitFor(() => expect(assignFirst).toHaveBeenCalledWith('/en/user/set-currency.html'));

    const [opened] = Object.keys(simulator().world.state.accounts.accounts).filter((id) => !before.includes(id));
    expect(opened).toMatch(/^CR\d+$/);
    const account = simulator().world.state.accounts.accounts[opened!]!;
    const user = simulator().world.state.accounts.users[account.user_id]!;
    expect(user.email).toBe('virtual@example.com');
    expect(user.settings).toMatchObject({
      salutation: 'Ms',
      first_name: 'Jane',
      last_name: 'Doe',
      place_of_birth: 'id',
      citizen: 'id',
      account_opening_reason: 'Hedging',
      address_line_1: 'Jalan Sudirman 12',
      address_city: 'Jakarta',
      address_state: 'JK',
      phone: '+62 21 555 0123',
    });
    expect(storedAccounts().map((each) => each.loginid)).toEqual(['VRTC90000001', opened]);
    expect(localStorage.getItem('active_loginid')).toBe(opened);
    unmount();

    // What the browser does next: load set-currency, which authorizes the new account.
    const assignSecond = vi.fn();
    browserNavigation.assign = assignSecond;
    const { store } = open('/en/user/set-currency.html');
    await screen.findByRole('heading', { name: 'Choose the currency of your account' });
    expect(store.getState().session.account?.loginid).toBe(opened);
    const fiat = within(screen.getByRole('group', { name: 'Fiat currencies' }));
    const crypto = within(screen.getByRole('group', { name: 'Cryptocurrencies' }));
    expect(fiat.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'AUD',
      'EUR',
      'GBP',
      'USD',
    ]);
    expect(crypto.getByLabelText('BTC')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Set currency' }));
    const missing = await screen.findByText('Please choose a currency');
    expect(screen.queryByRole('dialog')).toBeNull();
    const aud = fiat.getByLabelText('AUD');
    expect(document.activeElement).toBe(aud);
    expect(aud.getAttribute('aria-invalid')).toBe('true');
    expect(aud.getAttribute('aria-describedby')).toBe(missing.id);

    fireEvent.click(fiat.getByLabelText('USD'));
    expect(screen.queryByText('Please choose a currency')).toBeNull();
    const setCurrency = screen.getByRole('button', { name: 'Set currency' });
    setCurrency.focus();
    fireEvent.click(setCurrency);
    const popup = within(await screen.findByRole('dialog', { name: 'Confirm your currency' }));
    expect(document.activeElement).toBe(popup.getByRole('button', { name: 'Cancel' }));
    expect(popup.getByText(`Your account ${opened} will trade in USD. This cannot be changed later.`)).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(setCurrency);
    expect(simulator().world.state.accounts.accounts[opened!]?.currency).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Set currency' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(assignSecond).toHaveBeenCalledWith('/en/cashier.html'));
    expect(simulator().world.state.accounts.accounts[opened!]?.currency).toBe('USD');
  });

  it("shows the platform's refusal under the form and keeps the client where they are", async () => {
    const sent = vi.fn();
    browserNavigation.assign = sent;
    await simulator().control.queueFault('default', {
      msg_type: 'new_account_real',
      error: { code: 'InvalidAccount', message: 'Sorry, account opening is unavailable.' },
    });
    await openFormAsDemoClient();
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, account opening is unavailable.');
    expect(sent).not.toHaveBeenCalled();
    expect(storedAccounts().map((each) => each.loginid)).toEqual(['VRTC90000001']);
    expect(localStorage.getItem('active_loginid')).toBe('VRTC90000001');
  });
});

describe('the upgrade forms', { timeout: 30_000 }, () => {
  it('send a client whose upgrade is of the other kind back to the page they came from', async () => {
    storeLogin('VRTC90000001');
    const { router } = open('/en/endpoint.html');
    await screen.findByRole('heading', { name: 'Change API endpoint' });
    await router.navigate('/en/new_account/maltainvestws.html');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/endpoint.html'));
  });

  it('send a client who opened the form first to the default page', async () => {
    storeLogin('VRTC90000001');
    const { router } = open('/en/new_account/maltainvestws.html');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/trading.html'));
  });
});

describe('the set-currency page', { timeout: 30_000 }, () => {
  it('returns a client whom a page sent here for want of a currency to that page', async () => {
    const loginid = await storeRealAccountWithoutCurrency();
    browserNavigation.assign = vi.fn();
    const { router } = open('/en/portfolio.html?from=test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/user/set-currency.html'));
    fireEvent.click(await screen.findByLabelText('EUR'));
    fireEvent.click(screen.getByRole('button', { name: 'Set currency' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalledWith('/en/portfolio.html?from=test'));
    expect(simulator().world.state.accounts.accounts[loginid]?.currency).toBe('EUR');
  });

  it('returns a client who followed the banner there to the page they were on', async () => {
    await storeRealAccountWithoutCurrency();
    browserNavigation.assign = vi.fn();
    const { router } = open('/en/endpoint.html');
    fireEvent.click(within(await screen.findByTestId('status-banner')).getByRole('link', { name: 'currency' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/user/set-currency.html'));
    fireEvent.click(await screen.findByLabelText('EUR'));
    fireEvent.click(screen.getByRole('button', { name: 'Set currency' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalledWith('/en/endpoint.html'));
  });

  it('sends an account that has its currency to the default page', async () => {
    storeLogin('CR90000001');
    const { router } = open('/en/user/set-currency.html');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/trading.html'));
  });

  it("shows the platform's refusal of the currency in the page", async () => {
    await storeRealAccountWithoutCurrency();
    await simulator().control.queueFault('default', {
      msg_type: 'set_account_currency',
      error: {
        code: 'CurrencyTypeNotAllowed',
        message: 'Please note that you are limited to only one fiat currency account.',
      },
    });
    browserNavigation.assign = vi.fn();
    open('/en/user/set-currency.html');
    fireEvent.click(await screen.findByLabelText('EUR'));
    fireEvent.click(screen.getByRole('button', { name: 'Set currency' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please note that you are limited to only one fiat currency account.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });

  it("shows the platform's refusal of the currency list instead of waiting for it", async () => {
    await storeRealAccountWithoutCurrency();
    await simulator().control.queueFault('default', {
      msg_type: 'payout_currencies',
      error: { code: 'PermissionDenied', message: 'Permission denied.' },
    });
    open('/en/user/set-currency.html');
    expect((await screen.findByRole('alert')).textContent).toBe('Permission denied.');
    expect(screen.queryByRole('button', { name: 'Set currency' })).toBeNull();
  });
});

/** Opens a real account without a currency for the default world's demo client, stored as the only, active one. */
async function storeRealAccountWithoutCurrency(): Promise<string> {
  const socket = app.socketClient();
  await socket.request('authorize', { authorize: tokenOf('VRTC90000001') });
  const opened = await socket.request('new_account_real', {
    new_account_real: 1,
    salutation: 'Mr',
    first_name: 'John',
    last_name: 'Doe',
    date_of_birth: '1980-01-01',
    place_of_birth: 'id',
    citizen: 'id',
    address_line_1: 'Jalan 1',
    address_city: 'Jakarta',
    phone: '+62 21 555 0000',
    account_opening_reason: 'Savings',
    residence: 'id',
  });
  const { client_id: loginid, oauth_token: token } = opened.new_account_real;
  localStorage.setItem('client.accounts', JSON.stringify([{ loginid, token }]));
  localStorage.setItem('active_loginid', loginid);
  return loginid;
}
