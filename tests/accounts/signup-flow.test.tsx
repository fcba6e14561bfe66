// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestSocket } from '../support/simulator';
import { renderApp, storeLogin } from '../app/support/render-app';
import { useAccountsApp } from './support/accounts-app';

const { app, simulator } = useAccountsApp();

const open = (path: string) => renderApp(app.socketClient(), path);

/** Types into the field whose label starts with `label` (the label also holds the field's error). */
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

/** Asks the platform for a sign-up e-mail as the app would, and reads its code from the outbox. */
async function codeFor(email: string): Promise<string> {
  const socket = await TestSocket.open(simulator().socketUrl());
  await socket.call({ verify_email: email, type: 'account_opening' });
  socket.close();
  const sent = await simulator().control.outbox('default', email);
  const code = sent.at(-1)?.code;
  if (!code) throw new Error(`no code was sent to ${email}`);
  return code;
}

describe('the sign-up e-mail form', { timeout: 30_000 }, () => {
  it('checks the address, then asks the platform to e-mail a code and says to check the inbox', async () => {
    open('/en/new_account/virtualws.html');
    const email = await screen.findByLabelText(/Email/);
    fireEvent.change(email, { target: { value: 'new-client@' } });
    expect(await screen.findByText('Invalid email address.')).toBeTruthy();
    fireEvent.change(email, { target: { value: ' new-client@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create free account' }));
    expect(
      await screen.findByText(
        'Thank you for signing up! Please check your email to complete the registration process.',
      ),
    ).toBeTruthy();
    const [sent] = await simulator().control.outbox('default', 'new-client@example.com');
    expect(sent).toMatchObject({ type: 'account_opening' });
    expect(sent?.code).toHaveLength(8);
  });

  it("refuses visitors from Malaysia, except with an address at the company's domain", async () => {
    await simulator().control.setSite('default', { status: 'up', clients_country: 'my' });
    open('/en/signup.html');
    const email = await screen.findByLabelText(/Email/);
    fireEvent.change(email, { target: { value: 'someone@example.com' } });
    expect(await screen.findByText('Sorry, account signup is not available in your country.')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'someone@strike.com' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('the virtual sign-up form', { timeout: 30_000 }, () => {
  async function fillForm(password: string, repeat = password) {
    type('Password', password);
    type('Verify password', repeat);
    await waitFor(() => expect((screen.getByLabelText(/Country of residence/) as HTMLSelectElement).value).toBe('id'));
  }

  it('opens the account, authorizes it and welcomes the client with the upgrade', async () => {
    const code = await codeFor('welcome@example.com');
    const { router, store } = open(`/en/new_account/virtualws.html#token=${code}`);
    expect(((await screen.findByLabelText(/Verification code/)) as HTMLInputElement).value).toBe(code);
    await fillForm('Secret12');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/new_account/welcome.html'));
    const welcome = await screen.findByRole('heading', { name: 'Welcome!' });
    const card = within(welcome.closest('section')!);
    const loginid = store.getState().session.account?.loginid ?? '';
    expect(loginid).toMatch(/^VRTC\d+$/);
    expect(card.getByText(`Your demo account ${loginid} is ready to trade with virtual money.`)).toBeTruthy();
    expect(card.getByRole('link', { name: 'Upgrade to a Real Account' }).getAttribute('href')).toBe(
      '/en/new_account/realws.html',
    );
    expect(JSON.parse(localStorage.getItem('client.accounts') ?? '[]')).toEqual([
      expect.objectContaining({ loginid, currency: 'USD' }),
    ]);
    const user = Object.values(simulator().world.state.accounts.users).find(
      (each) => each.email === 'welcome@example.com',
    );
    expect(user).toMatchObject({ residence: 'id', settings: { email_consent: 1 } });
  });

  it('hints how strong the password is: common, weak or strong', async () => {
    open('/en/new_account/virtualws.html#token=Ab3dE6gH');
    await screen.findByLabelText(/Verification code/);
    expect(screen.queryByTestId('password-hint')).toBeNull();
    type('Password', 'Password1');
    const hint = await screen.findByTestId('password-hint');
    expect(hint.textContent).toBe(
      "The password you entered is one of the world's most commonly used passwords. You should not be using this password.",
    );
    expect(hint.className).toContain('form__hint--weak');
    type('Password', 'Qx7mZp2L');
    expect(screen.getByTestId('password-hint').textContent).toBe('Estimated time to crack this password: 1 day');
    expect(screen.getByTestId('password-hint').className).toContain('form__hint--weak');
    type('Password', 'Qx7mZp2Lw9');
    expect(screen.getByTestId('password-hint').textContent).toBe('Estimated time to crack this password: 13 years');
    expect(screen.getByTestId('password-hint').className).toContain('form__hint--strong');
    type('Password', '');
    expect(screen.queryByTestId('password-hint')).toBeNull();
  });

  it('shows field errors in the spec words and sends nothing while any stands', async () => {
    open('/en/new_account/virtualws.html#token=short');
    await screen.findByLabelText(/Verification code/);
    await fillForm('secret', 'Secret');
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('Invalid verification code.')).toBeTruthy();
    expect(screen.getByText('Password should have lower and uppercase letters with numbers.')).toBeTruthy();
    expect(screen.getByText('The two passwords that you entered do not match.')).toBeTruthy();
    type('Country of residence', 'mt');
    type('Password', 'Secret1');
    expect(await screen.findByText('You should enter 8-25 characters.')).toBeTruthy();
    const traffic = await simulator().control.traffic('default');
    const sent = (call: string) =>
      traffic.filter((entry) => entry.direction === 'in' && call in (entry.message as object));
    expect(sent('residence_list')).not.toEqual([]);
    expect(sent('new_account_virtual')).toEqual([]);
  });

  it('asks to restart the verification when the code is unknown', async () => {
    open('/en/new_account/virtualws.html#token=Zz9Zz9Zz');
    await screen.findByLabelText(/Verification code/);
    await fillForm('Secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    const alert = await screen.findByText(/Your token has expired or is invalid/);
    expect(alert.textContent).toBe(
      'Your token has expired or is invalid. Please click here to restart the verification process.',
    );
    fireEvent.click(within(alert).getByRole('link', { name: 'here' }));
    expect(await screen.findByRole('button', { name: 'Create free account' })).toBeTruthy();
  });

  it('points a known address to password recovery', async () => {
    const first = await codeFor('twice@example.com');
    const second = await codeFor('twice@example.com');
    const firstApp = open(`/en/new_account/virtualws.html#token=${first}`);
    await screen.findByLabelText(/Verification code/);
    await fillForm('Secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    await screen.findByRole('heading', { name: 'Welcome!' });
    firstApp.unmount();
    firstApp.socket.close();
    localStorage.clear();
    open(`/en/new_account/virtualws.html#token=${second}`);
    await screen.findByLabelText(/Verification code/);
    await fillForm('Secret12');
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    const alert = await screen.findByText(/already in use/);
    expect(alert.textContent).toBe(
      'The email address provided is already in use. If you forgot your password, please try our password recovery tool or contact our customer service.',
    );
    expect(within(alert).getByRole('link', { name: 'password recovery tool' }).getAttribute('href')).toBe(
      '/en/user/lost_passwordws.html',
    );
  });
});

describe('the welcome page', { timeout: 30_000 }, () => {
  it('sends a client who also holds a real account to the default page', async () => {
    storeLogin('VRTC90000002');
    const { router } = open('/en/new_account/welcome.html');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/trading.html'));
  });

  it('offers a virtual-only client the upgrade to a real account', async () => {
    storeLogin('VRTC90000001');
    open('/en/new_account/welcome.html');
    expect(await screen.findByRole('link', { name: 'Upgrade to a Real Account' })).toBeTruthy();
  });
});
