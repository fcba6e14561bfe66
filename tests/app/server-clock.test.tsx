// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { ServerClock } from '../../src/features/session';
import { SERVER_TIME_RESYNC_MS } from '../../src/lib/constants';
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
    // The socket's reconnection waits on these, which the test never moves: it stays down.
    const socket = new SocketClient({
      url: 'ws://scripted',
      createSocket: server.createSocket,
      timers: new TestTimers(),
    });
    render(
      <Provider store={createAppStore({ socket })}>
        <ServerClock />
      </Provider>,
    );
    const clock = await screen.findByText(/GMT/);
    act(() => server.drop());
    await act(() => vi.advanceTimersByTimeAsync(SERVER_TIME_RESYNC_MS));
    expect(screen.getByTestId('server-time')).toBe(clock);
    expect(clock.textContent).toMatch(/GMT/);
    expect(server.sent.filter((frame) => frame.time)).toHaveLength(1);
  });
});
