// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppSimulator } from '../app/support/app-simulator';
import { renderApp, storeLogin } from '../app/support/render-app';

const app = useAppSimulator({
  beforeEach: () => {
    localStorage.clear();
    sessionStorage.clear();
  },
  afterEach: (simulator) => simulator.control.resetWorld('default'),
});
const control = () => app.simulator().control;
const PAGE = '/en/user/metatrader.html';

function openAs(loginid: string) {
  storeLogin(loginid);
  renderApp(app.socketClient(), PAGE);
}

const section = (name: string) => screen.findByRole('region', { name });
const row = async (login: string) => {
  await screen.findByText(login);
  const found = document.querySelector<HTMLElement>(`tr[data-login="${login}"]`);
  if (!found) throw new Error(`no row for ${login}`);
  return found;
};
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The calls of `call` the app sent so far. */
async function sent(call: string) {
  const traffic = await control().traffic('default');
  return traffic.filter((entry) => entry.direction === 'in' && call in (entry.message as object));
}

describe('the MT5 page', { timeout: 30_000 }, () => {
  it('groups the accounts into Demo, MAM and Real-Money with login, type, balance and leverage', async () => {
    openAs('CR90000001');
    expect(await within(await section('Demo')).findByText('MTD1001')).toBeTruthy();
    expect(await within(await section('MAM')).findByText('MTR1003')).toBeTruthy();
    const real = await section('Real-Money');
    await within(real).findByText('MTR1002');
    expect((await row('MTR1002')).textContent).toContain('250.00 USD');
    expect((await row('MTR1002')).textContent).toContain('1:500');
    expect((await row('MTR1003')).textContent).toContain('Financial');
  });

  it('deposits from the trading account, then shows the new balance and a confirmation', async () => {
    openAs('CR90000001');
    fireEvent.click(within(await row('MTR1002')).getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('form', { name: 'Deposit' });
    type(/^Amount/, '100.50');
    fireEvent.click(within(await screen.findByRole('form', { name: 'Deposit' })).getByRole('button'));
    expect(
      await screen.findByText(
        'Your request to transfer 100.50 USD from CR90000001 to MTR1002 has been successfully processed.',
      ),
    ).toBeTruthy();
    await waitFor(async () => expect((await row('MTR1002')).textContent).toContain('350.50 USD'));
    expect((await control().getAccount('default', 'CR90000001')).balance).toBe(1422.97);
  });

  it('refuses a deposit above the trading balance without asking the server', async () => {
    openAs('CR90000001');
    fireEvent.click(within(await row('MTR1002')).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Deposit' })).toBeTruthy());
    type(/^Amount/, '1523.48');
    expect(
      await screen.findByText('You have insufficient funds in your Binary account, please add funds.'),
    ).toBeTruthy();
    fireEvent.click(within(screen.getByRole('form', { name: 'Deposit' })).getByRole('button'));
    expect(await sent('mt5_deposit')).toEqual([]);
  });

  it("shows the server's refusal of a deposit and fetches the exchange rates again", async () => {
    openAs('CR90000001');
    fireEvent.click(within(await row('MTR1002')).getByRole('button', { name: 'Deposit' }));
    await waitFor(async () => expect(await sent('exchange_rates')).toHaveLength(1));
    await control().queueFault('default', {
      msg_type: 'mt5_deposit',
      error: { code: 'MT5DepositError', message: 'The MT5 server is busy.' },
    });
    type(/^Amount/, '10');
    fireEvent.click(within(screen.getByRole('form', { name: 'Deposit' })).getByRole('button'));
    expect(await screen.findByText('The MT5 server is busy.')).toBeTruthy();
    await waitFor(async () => expect(await sent('exchange_rates')).toHaveLength(2));
  });

  it('offers no transfer form without the exchange rates that convert its limits', async () => {
    await control().queueFault('default', {
      msg_type: 'exchange_rates',
      error: { code: 'ExchangeRatesNotAvailable', message: 'Rates are down.' },
      // The page asks with its list, and again when the form opens.
      times: 2,
    });
    openAs('CR90000001');
    fireEvent.click(within(await row('MTR1002')).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Sorry, an error occurred while processing your request.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Deposit' })).toBeNull();
  });

  it('withdraws with the main password only', async () => {
    openAs('CR90000001');
    fireEvent.click(within(await row('MTR1002')).getByRole('button', { name: 'Withdrawal' }));
    type(/^Amount/, '50');
    type(/^Main password/, 'Wrong1234');
    const form = await screen.findByRole('form', { name: 'Withdrawal' });
    fireEvent.click(within(form).getByRole('button'));
    expect(await screen.findByText('That password is incorrect. Please try again.')).toBeTruthy();
    expect(await sent('mt5_withdrawal')).toEqual([]);
    type(/^Main password/, 'Mt5Main1234');
    fireEvent.click(within(form).getByRole('button'));
    expect(
      await screen.findByText(
        'Your request to transfer 50 USD from MTR1002 to CR90000001 has been successfully processed.',
      ),
    ).toBeTruthy();
    expect((await control().getMt5Account('default', 'MTR1002')).balance).toBe(200);
  });

  it('offers a virtual client the demo top-up at 1,000 or less and an upgrade for real MT5', async () => {
    openAs('VRTC90000001');
    expect(
      within(await section('Real-Money')).getByText(
        'You are on a virtual account. To open a real MT5 account, please upgrade to a real account.',
        { exact: false },
      ),
    ).toBeTruthy();
    expect(screen.getAllByTestId('mt5-upgrade')).toHaveLength(1);
    expect(
      within(screen.getByTestId('mt5-upgrade')).getByRole('link', { name: 'Upgrade to a Real Account' }),
    ).toBeTruthy();
    const topUp = within(await row('MTD1004')).getByRole('button', { name: 'Top up' }) as HTMLButtonElement;
    expect(topUp.disabled).toBe(false);
    fireEvent.click(topUp);
    expect(await screen.findByText('Your demo account MTD1004 has been topped up.')).toBeTruthy();
    await waitFor(async () => expect((await row('MTD1004')).textContent).toContain('10,800.00 USD'));
    expect((within(await row('MTD1004')).getByRole('button', { name: 'Top up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('tells a client of a jurisdiction without MT5 so', async () => {
    openAs('MX90000001');
    expect(await screen.findByText('Sorry, this feature is not available in your jurisdiction.')).toBeTruthy();
    expect(await sent('mt5_login_list')).toEqual([]);
  });
});
