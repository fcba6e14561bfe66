// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestSimulator, type TestSimulator } from '../../support/simulator';
import { renderShell, type RenderedShell } from './shell-harness';

let simulator: TestSimulator;
let world: string;
let shell: RenderedShell | undefined;

beforeAll(async () => {
  simulator = await startTestSimulator();
});
beforeEach(async () => {
  world = (await simulator.control.createWorld({})).id;
  localStorage.clear();
});
afterEach(async () => {
  cleanup();
  shell?.socket.close();
  shell = undefined;
  vi.useRealTimers();
  await simulator.control.deleteWorld(world);
});
afterAll(async () => {
  await simulator.close();
});

const content = () => screen.findByTestId('content-error');

describe('global errors, handled once for every call', { timeout: 30_000 }, () => {
  it('RateLimit shows the notice until that call is answered again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await simulator.control.queueFault(world, { msg_type: 'time', error: { code: 'RateLimit', message: 'Slow down' } });
    shell = renderShell(simulator, world);
    expect((await screen.findByTestId('notice-rate-limit')).textContent).toBe(
      'You have reached the rate limit of requests per second. Please try later.',
    );
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(screen.queryByTestId('notice-rate-limit')).toBeNull());
  });

  it.each(['WrongResponse', 'InternalServerError', 'OutputValidationFailed', 'DisabledClient'])(
    '%s replaces the page with its message',
    async (code) => {
      await simulator.control.queueFault(world, {
        msg_type: 'time',
        error: { code, message: `The server said ${code}.` },
      });
      shell = renderShell(simulator, world);
      expect((await content()).textContent).toBe(`The server said ${code}.`);
      expect(screen.queryByTestId('server-time')).toBeNull();
    },
  );

  it('an error without a message shows the generic error and title', async () => {
    await simulator.control.queueFault(world, {
      msg_type: 'time',
      error: { code: 'InternalServerError', message: '' },
    });
    shell = renderShell(simulator, world);
    expect((await content()).textContent).toBe(
      'There was an errorSorry, an error occurred while processing your request.',
    );
  });

  it('SelfExclusion on authorize raises an alert', async () => {
    const message = 'Sorry, you have excluded yourself until 2099-12-31T00:00:00.';
    await simulator.control.queueFault(world, { msg_type: 'authorize', error: { code: 'SelfExclusion', message } });
    shell = renderShell(simulator, world);
    await expect(shell.logIn('CR90000001')).rejects.toMatchObject({ code: 'SelfExclusion' });
    expect(shell.alerts).toEqual([message]);
  });
});

describe('network status and connection loss', { timeout: 30_000 }, () => {
  it('goes offline on a drop, shows the connection error, and comes back with live streams re-subscribed', async () => {
    shell = renderShell(simulator, world);
    await shell.logIn('VRTC90000001');
    const status = () => screen.getByTestId('network-status').dataset.status;
    await waitFor(() => expect(status()).toBe('online'));
    expect(screen.queryByTestId('topup-popup')).toBeNull();

    expect(await simulator.control.dropConnections(world)).toBe(1);
    expect((await screen.findByTestId('notice-connection')).textContent).toBe(
      'Connection error: Please check your internet connection.',
    );
    expect(['offline', 'connecting']).toContain(status());

    await waitFor(() => expect(status()).toBe('online'));
    expect(screen.queryByTestId('notice-connection')).toBeNull();
    // The balance stream was subscribed again: a change made now reaches the app.
    await simulator.control.patchAccount(world, 'VRTC90000001', { balance: 500 });
    expect(await screen.findByTestId('topup-popup')).toBeTruthy();
  });
});
