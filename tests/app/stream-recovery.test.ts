import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketsApi } from '../../src/api/endpoints/markets';
import { CONNECTION_LOST, SocketClient, type SocketLike, type Timers } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { startTestSimulator, type TestSimulator } from '../support/simulator';
import { until } from '../support/until';

let simulator: TestSimulator;

beforeAll(async () => {
  simulator = await startTestSimulator();
});

afterAll(async () => {
  await simulator.close();
});

/** Reconnection waits on these; the test fires them by hand. */
class HeldTimers implements Timers {
  private readonly waiting = new Set<() => void>();
  setTimeout(callback: () => void): unknown {
    this.waiting.add(callback);
    return callback;
  }
  clearTimeout(handle: unknown): void {
    this.waiting.delete(handle as () => void);
  }
  get pending(): number {
    return this.waiting.size;
  }
  fireAll(): void {
    const due = [...this.waiting];
    this.waiting.clear();
    for (const callback of due) callback();
  }
}

function appOnSimulator() {
  const timers = new HeldTimers();
  const sent: Record<string, unknown>[] = [];
  const socket = new SocketClient({
    url: simulator.socketUrl(),
    timers,
    createSocket: (url) => {
      const ws = new WebSocket(url);
      const send = ws.send.bind(ws);
      (ws as unknown as SocketLike).send = (frame: string) => {
        sent.push(JSON.parse(frame) as Record<string, unknown>);
        send(frame);
      };
      return ws as unknown as SocketLike;
    },
  });
  return { socket, timers, sent, store: createAppStore({ socket }) };
}

const dropEveryConnection = () => {
  for (const connection of simulator.world.connections) connection.close(1012, 'test drop');
};

describe('a stream whose first reply was lost with the connection', () => {
  it('goes from the connection error back to live data after the reconnect', async () => {
    const { socket, timers, sent, store } = appOnSimulator();
    // The platform holds the first ticks reply long enough for the connection to drop under it.
    simulator.world.faults.queue('ticks', { latencyMs: 300 }, 1);
    const spot = store.dispatch(marketsApi.endpoints.ticks.initiate('R_100'));
    const entry = () => marketsApi.endpoints.ticks.select('R_100')(store.getState());
    await until(() => sent.some((frame) => frame.ticks === 'R_100'));

    dropEveryConnection();
    await until(() => entry().isError);
    expect(entry().error).toEqual(CONNECTION_LOST);

    timers.fireAll();
    await until(() => entry().isSuccess);
    expect(entry().error).toBeUndefined();
    expect(entry().data?.[0]?.symbol).toBe('R_100');
    expect(sent.filter((frame) => frame.ticks === 'R_100')).toHaveLength(2);

    // Later ticks are folded into the recovered entry as usual.
    const quote = (entry().data?.at(-1)?.quote ?? 0) + 1;
    simulator.world.commit({ type: 'market_spot_set', symbol: 'R_100', epoch: simulator.world.clock.epoch(), quote });
    await until(() => entry().data?.at(-1)?.quote === quote);
    expect((entry().data ?? []).length).toBeGreaterThan(1);

    spot.unsubscribe();
    socket.close();
  });

  it('is not asked again when the platform refused it', async () => {
    const { socket, timers, sent, store } = appOnSimulator();
    simulator.world.faults.queue('ticks', { error: { code: 'InvalidSymbol', message: 'Symbol R_100 invalid.' } }, 1);
    const spot = store.dispatch(marketsApi.endpoints.ticks.initiate('R_100'));
    const entry = () => marketsApi.endpoints.ticks.select('R_100')(store.getState());
    await until(() => entry().isError);

    dropEveryConnection();
    await until(() => timers.pending > 0);
    timers.fireAll();
    // Sent after the reconnect's re-subscriptions, so its answer means they have all gone out.
    await socket.request('ping', { ping: 1 });
    expect(entry().error).toMatchObject({ code: 'InvalidSymbol' });
    expect(sent.filter((frame) => frame.ticks === 'R_100')).toHaveLength(1);

    spot.unsubscribe();
    socket.close();
  });
});
