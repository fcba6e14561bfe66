// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShellWorld } from '../support/shell-harness';

const { simulator, world, renderApp } = useShellWorld();

afterEach(() => {
  vi.useRealTimers();
});

const content = () => screen.findByTestId('content-error');

describe('global errors, handled once for every call', { timeout: 30_000 }, () => {
  it('RateLimit shows the notice until that call is answered again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await simulator().control.queueFault(world(), {
      msg_type: 'time',
      error: { code: 'RateLimit', message: 'Slow down' },
    });
    renderApp();
    expect((await screen.findByTestId('notice-rate-limit')).textContent).toBe(
      'You have reached the rate limit of requests per second. Please try later.',
    );
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(screen.queryByTestId('notice-rate-limit')).toBeNull());
  });

  it.each(['WrongResponse', 'InternalServerError', 'OutputValidationFailed', 'DisabledClient'])(
    '%s replaces the page with its message',
    async (code) => {
      await simulator().control.queueFault(world(), {
        msg_type: 'time',
        error: { code, message: `The server said ${code}.` },
      });
      renderApp();
      expect((await content()).textContent).toBe(`The server said ${code}.`);
      expect(screen.queryByTestId('server-time')).toBeNull();
    },
  );

  it('an error without a message shows the generic error and title', async () => {
    await simulator().control.queueFault(world(), {
      msg_type: 'time',
      error: { code: 'InternalServerError', message: '' },
    });
    renderApp();
    expect((await content()).textContent).toBe(
      'There was an errorSorry, an error occurred while processing your request.',
    );
  });

  it('SelfExclusion on authorize raises an alert', async () => {
    const message = 'Sorry, you have excluded yourself until 2099-12-31T00:00:00.';
    await simulator().control.queueFault(world(), { msg_type: 'authorize', error: { code: 'SelfExclusion', message } });
    const shell = renderApp();
    await expect(shell.logIn('CR90000001')).rejects.toMatchObject({ code: 'SelfExclusion' });
    expect(shell.alerts).toEqual([message]);
  });
});

describe('network status and connection loss', { timeout: 30_000 }, () => {
  const balanceSubscriptions = async () =>
    (await simulator().control.traffic(world())).filter(
      (entry) => entry.direction === 'in' && (entry.message as Record<string, unknown>).balance === 1,
    ).length;

  it('goes offline on a drop, shows the connection error, and comes back with live streams re-subscribed', async () => {
    const shell = renderApp();
    await shell.logIn('VRTC90000001');
    const status = () => screen.getByTestId('network-status').dataset.status;
    await waitFor(() => expect(status()).toBe('online'));
    expect(screen.queryByTestId('topup-popup')).toBeNull();

    expect(await simulator().control.dropConnections(world())).toBe(1);
    expect((await screen.findByTestId('notice-connection')).textContent).toBe(
      'Connection error: Please check your internet connection.',
    );
    expect(['offline', 'connecting']).toContain(status());

    await waitFor(() => expect(status()).toBe('online'));
    expect(screen.queryByTestId('notice-connection')).toBeNull();
    // The balance stream is subscribed again, so a change made after that reaches the app.
    await waitFor(async () => expect(await balanceSubscriptions()).toBe(2), { timeout: 4_000 });
    await simulator().control.patchAccount(world(), 'VRTC90000001', { balance: 500 });
    expect(await screen.findByTestId('topup-popup', {}, { timeout: 4_000 })).toBeTruthy();
  });
});
