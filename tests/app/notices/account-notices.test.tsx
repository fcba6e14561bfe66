// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noticesApi } from '../../../src/api/endpoints/notices';
import { testSocketClient } from '../support/app-simulator';
import { tokenOf, useShellWorld } from '../support/shell-harness';

const { simulator, world, renderApp, loggedIn } = useShellWorld();

const MINUTE = 60_000;

describe('account-status banner', { timeout: 30_000 }, () => {
  it('shows the first message that applies, and once closed comes back after 1800 s', async () => {
    const { timers } = await loggedIn('CR90000007');
    const banner = await screen.findByTestId('status-banner');
    expect(banner.dataset.reason).toBe('unwelcome');
    expect(banner.textContent).toBe(
      'Trading and deposits have been disabled on your account. Kindly contact customer support for assistance.×',
    );
    expect(within(banner).getByRole('link', { name: 'contact customer support' }).getAttribute('href')).toBe(
      '/en/contact.html',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('status-banner')).toBeNull();
    await timers.advance(1_799_000);
    expect(screen.queryByTestId('status-banner')).toBeNull();
    await timers.advance(2_000);
    expect(await screen.findByTestId('status-banner')).toBeTruthy();
  });

  it('a higher-priority status outranks a lower one, and a different message shows at once', async () => {
    localStorage.setItem('status_notification', JSON.stringify({ message: 'something else', close_time: Date.now() }));
    await simulator().control.patchAccount(world(), 'CR90000008', { status: { set: ['authenticated', 'unwelcome'] } });
    await loggedIn('CR90000008');
    expect((await screen.findByTestId('status-banner')).dataset.reason).toBe('cashier_locked');
  });

  it('is hidden for an account in good standing', async () => {
    const { store } = await loggedIn('CR90000001');
    await waitFor(() => expect(noticesApi.endpoints.accountStatus.select()(store.getState()).isSuccess).toBe(true));
    expect(screen.queryByTestId('status-banner')).toBeNull();
  });
});

describe('virtual top-up popup', { timeout: 30_000 }, () => {
  it('is offered at 1000 or less and credits 10,000', async () => {
    await simulator().control.patchAccount(world(), 'VRTC90000001', { balance: 1000 });
    await loggedIn('VRTC90000001');
    const popup = await screen.findByTestId('topup-popup');
    expect(popup.textContent).toContain('Would you like to top up 10,000.00 USD?');
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect((await screen.findByText(/has been credited/)).textContent).toBe(
      'USD 10,000.00 has been credited into your virtual account: VRTC90000001.',
    );
    expect((await simulator().control.getAccount(world(), 'VRTC90000001')).balance).toBe(11000);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('topup-popup')).toBeNull());
  });

  it("reads the header's balance stream: the app subscribes to balance once", async () => {
    await simulator().control.patchAccount(world(), 'VRTC90000001', { balance: 1000 });
    await loggedIn('VRTC90000001');
    await screen.findByTestId('topup-popup');
    const balanceRequests = (await simulator().control.traffic(world()))
      .filter((entry) => entry.direction === 'in')
      .map((entry) => entry.message as Record<string, unknown>)
      .filter((message) => 'balance' in message);
    expect(balanceRequests).toEqual([expect.objectContaining({ balance: 1, account: 'all', subscribe: 1 })]);
  });

  it('hides for a day on cancel', async () => {
    await simulator().control.patchAccount(world(), 'VRTC90000001', { balance: 10 });
    const { timers } = await loggedIn('VRTC90000001');
    await screen.findByTestId('topup-popup');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('topup-popup')).toBeNull();
    await timers.advance(24 * 60 * MINUTE - 1_000);
    expect(screen.queryByTestId('topup-popup')).toBeNull();
    await timers.advance(2_000);
    expect(await screen.findByTestId('topup-popup')).toBeTruthy();
  });

  it('hides for ten years with never-show checked', async () => {
    await simulator().control.patchAccount(world(), 'VRTC90000001', { balance: 10 });
    const { timers } = await loggedIn('VRTC90000001');
    const popup = within(await screen.findByTestId('topup-popup'));
    fireEvent.click(popup.getByRole('checkbox'));
    fireEvent.click(popup.getByRole('button', { name: 'Cancel' }));
    const hiddenUntil = Number(localStorage.getItem('topup_virtual_hidden_until'));
    expect(hiddenUntil - timers.now()).toBe(3650 * 24 * 60 * MINUTE);
  });

  it('shows a refusal with an Understood button', async () => {
    await simulator().control.patchAccount(world(), 'VRTC90000001', { balance: 10 });
    await simulator().control.queueFault(world(), {
      msg_type: 'topup_virtual',
      error: { code: 'TopupDemoError', message: 'Your balance is higher than the permitted amount.' },
    });
    await loggedIn('VRTC90000001');
    await screen.findByTestId('topup-popup');
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('Your balance is higher than the permitted amount.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Understood' }));
    expect(await screen.findByRole('button', { name: 'Top up' })).toBeTruthy();
  });
});

describe('reality check', { timeout: 30_000 }, () => {
  it('asks for the frequency first, then shows a summary every interval', async () => {
    const { timers } = await loggedIn('MX90000001');
    const popup = await screen.findByTestId('reality-check-frequency-popup');
    const field = within(popup).getByRole('textbox');
    expect((field as HTMLInputElement).value).toBe('10');
    fireEvent.change(field, { target: { value: '61' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(popup.textContent).toContain('Should be between 10 and 60');
    fireEvent.change(field, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByTestId('reality-check-frequency-popup')).toBeNull();
    expect(JSON.parse(localStorage.getItem('reality_check') ?? '')).toEqual({ ack: true, interval: 15 * MINUTE });

    await timers.advance(15 * MINUTE - 1_000);
    expect(screen.queryByTestId('reality-check-summary-popup')).toBeNull();
    await timers.advance(1_000);
    const summary = await screen.findByTestId('reality-check-summary');
    expect(summary.textContent).toContain('Contracts bought0');
    expect(JSON.parse(localStorage.getItem('reality_check.summary') ?? '')).toMatchObject({ loginid: 'MX90000001' });

    fireEvent.click(screen.getByRole('button', { name: 'Continue trading' }));
    expect(screen.queryByTestId('reality-check-summary-popup')).toBeNull();
    await timers.advance(15 * MINUTE);
    expect(await screen.findByTestId('reality-check-summary-popup')).toBeTruthy();
  });

  it('shows no summary, and no error, when the platform answers an empty reality check, then asks again', async () => {
    localStorage.setItem('reality_check', JSON.stringify({ ack: true, interval: 10 * MINUTE }));
    await simulator().control.queueFault(world(), { msg_type: 'reality_check', reply: { reality_check: {} } });
    const { store, timers } = await loggedIn('MX90000001');
    await waitFor(() =>
      expect(noticesApi.endpoints.landingCompanyDetails.select('iom')(store.getState()).isSuccess).toBe(true),
    );
    await timers.advance(10 * MINUTE);
    await waitFor(async () => expect(await simulator().control.faults(world())).toEqual([]));
    expect(screen.queryByTestId('reality-check-summary-popup')).toBeNull();
    expect(localStorage.getItem('reality_check.summary')).toBeNull();
    await timers.advance(10 * MINUTE);
    expect((await screen.findByTestId('reality-check-summary')).textContent).toContain('Contracts bought0');
  });

  it('does not apply where the landing company has none', async () => {
    const { store } = await loggedIn('CR90000001');
    await waitFor(() =>
      expect(noticesApi.endpoints.landingCompanyDetails.select('svg')(store.getState()).isSuccess).toBe(true),
    );
    expect(screen.queryByTestId('reality-check-frequency-popup')).toBeNull();
  });
});

describe('session-duration limit', { timeout: 30_000 }, () => {
  it('warns 10 s before the end, then logs out', async () => {
    // The client limits their sessions to 1 minute (set_self_exclusion, as the settings page would).
    const setter = testSocketClient(simulator().socketUrl('1', world()));
    await setter.request('authorize', { authorize: tokenOf(simulator(), 'CR90000001') });
    await setter.request('set_self_exclusion', { set_self_exclusion: 1, session_duration_limit: 1 });
    setter.close();

    const shell = renderApp();
    localStorage.setItem('session_start', String(Math.floor(shell.timers.now() / 1000)));
    await shell.logIn('CR90000001');
    const { store, timers } = shell;
    await waitFor(() =>
      expect(noticesApi.endpoints.selfExclusion.select()(store.getState()).data?.session_duration_limit).toBe(1),
    );
    await timers.advance(49_000);
    expect(screen.queryByTestId('session-limit-warning')).toBeNull();
    await timers.advance(1_500);
    expect((await screen.findByTestId('session-limit-warning')).textContent).toBe(
      'Your session duration limit will end in 10 seconds.',
    );
    const loggedOut = async () =>
      (await simulator().control.traffic(world())).some(
        (entry) => entry.direction === 'in' && /"logout":1/.test(JSON.stringify(entry.message)),
      );
    await timers.advance(9_000);
    expect(await loggedOut()).toBe(false);
    await timers.advance(1_000);
    await waitFor(async () => expect(await loggedOut()).toBe(true));
  });
});
