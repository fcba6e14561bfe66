import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient, type ConnectionStatus, type SocketLike, type Timers } from '../../src/api/socket/socket-client';
import { startTestSimulator, type TestSimulator } from '../support/simulator';
import { until } from '../support/until';

let simulator: TestSimulator;

beforeAll(async () => {
  simulator = await startTestSimulator();
});

afterAll(async () => {
  await simulator.close();
});

/** Timers the test fires by hand, so reconnection never waits on real time. */
class ManualTimers implements Timers {
  readonly waiting: { callback: () => void; ms: number }[] = [];
  setTimeout(callback: () => void, ms: number): unknown {
    const entry = { callback, ms };
    this.waiting.push(entry);
    return entry;
  }
  clearTimeout(handle: unknown): void {
    const index = this.waiting.indexOf(handle as { callback: () => void; ms: number });
    if (index >= 0) this.waiting.splice(index, 1);
  }
  fireAll(): void {
    for (const { callback } of this.waiting.splice(0)) callback();
  }
}

function client(statuses: ConnectionStatus[] = [], sent: object[] = [], timers = new ManualTimers()) {
  return new SocketClient({
    url: simulator.socketUrl(),
    onStatus: (status) => statuses.push(status),
    timers,
    createSocket: (url) => {
      const socket = new WebSocket(url);
      const send = socket.send.bind(socket);
      (socket as unknown as SocketLike).send = (frame: string) => {
        sent.push(JSON.parse(frame) as object);
        send(frame);
      };
      return socket as unknown as SocketLike;
    },
  });
}

describe('SocketClient streams', () => {
  it('shares identical streams, delivers updates to every user, and forgets when the last one leaves', async () => {
    const sent: { website_status?: number; forget?: string }[] = [];
    const timers = new ManualTimers();
    const socket = client([], sent, timers);
    const first: unknown[] = [];
    const second: unknown[] = [];
    const a = socket.subscribe('website_status', { website_status: 1 }, (message) => first.push(message));
    const b = socket.subscribe('website_status', { website_status: 1 }, (message) => second.push(message));
    const reply = await a.ready;
    expect(await b.ready).toBe(reply);
    expect(sent.filter((frame) => frame.website_status)).toHaveLength(1);

    simulator.world.commit({ type: 'site_set', status: 'updating' });
    await until(() => first.length === 1 && second.length === 1);
    expect(first[0]).toMatchObject({ website_status: { site_status: 'updating' } });

    a.unsubscribe();
    expect(sent.some((frame) => frame.forget)).toBe(false);
    b.unsubscribe();
    // Streams closed in one turn are forgotten together, once that turn is over.
    timers.fireAll();
    await until(() => sent.some((frame) => frame.forget === reply.subscription?.id));
    simulator.world.commit({ type: 'site_set', status: 'up' });
    socket.close();
  });

  it('reconnects after a drop, re-subscribes, and refuses what was in flight instead of re-sending it', async () => {
    const statuses: ConnectionStatus[] = [];
    const sent: { ping?: number; website_status?: number }[] = [];
    const timers = new ManualTimers();
    const socket = client(statuses, sent, timers);
    const updates: unknown[] = [];
    await socket.subscribe('website_status', { website_status: 1 }, (message) => updates.push(message)).ready;

    for (const connection of simulator.world.connections) connection.close(1012, 'test drop');
    await until(() => statuses.at(-1) === 'closed');
    expect(timers.waiting).toHaveLength(1);

    const inFlight = socket.request('ping', { ping: 1 });
    timers.fireAll();
    await until(() => statuses.at(-1) === 'open');
    await until(() => updates.length === 1);
    expect(updates[0]).toMatchObject({ msg_type: 'website_status', subscription: {} });
    expect(sent.filter((frame) => frame.website_status)).toHaveLength(2);
    await expect(inFlight).resolves.toMatchObject({ ping: 'pong' });
    expect(sent.filter((frame) => frame.ping)).toHaveLength(1);
    socket.close();
  });
});
