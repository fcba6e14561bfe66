// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionChanged } from '../../src/api/connection-slice';
import { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { ServerClock } from '../../src/features/session';
import { RECONNECT_DELAYS_MS, SERVER_TIME_RESYNC_MS } from '../../src/lib/constants';
import { ScriptedServer } from '../support/scripted-server';
import { TestTimers } from '../support/test-timers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the server clock while the connection is down', () => {
  it('keeps running on its last sync when a re-sync is refused, and asks nothing of the closed socket', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = new ScriptedServer(() => ({ msg_type: 'time', time: 1_900_000_000 }));
    // The socket's reconnection waits on these: it stays down until the test moves them.
    const socketTimers = new TestTimers();
    const socket = new SocketClient({
      url: 'ws://scripted',
      createSocket: server.createSocket,
      timers: socketTimers,
      onStatus: (status) => store.dispatch(connectionChanged(status)),
    });
    const store = createAppStore({ socket });
    render(
      <Provider store={store}>
        <ServerClock />
      </Provider>,
    );
    const clock = await screen.findByText(/GMT/);
    // It changes every second: a live region there would talk over everything else.
    expect(clock.closest('[aria-live], [role="status"], [role="timer"], [role="log"], [role="alert"]')).toBeNull();
    act(() => server.drop());
    await act(() => vi.advanceTimersByTimeAsync(SERVER_TIME_RESYNC_MS));
    expect(screen.getByTestId('server-time')).toBe(clock);
    expect(clock.textContent).toMatch(/GMT/);
    expect(server.sent.filter((frame) => frame.time)).toHaveLength(1);

    // Back online, the refused re-sync is made at once rather than a schedule later.
    await socketTimers.advance(RECONNECT_DELAYS_MS[0] ?? 0);
    await waitFor(() => expect(server.sent.filter((frame) => frame.time)).toHaveLength(2));
  });
});
