// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_LOST,
  OUTCOME_UNKNOWN,
  SITE_UNAVAILABLE,
  SocketClient,
  type ConnectionStatus,
} from '../../src/api/socket/socket-client';
import { RECONNECT_DELAYS_MS, SOCKET_OPEN_TIMEOUT_MS, SOCKET_REPLY_TIMEOUT_MS } from '../../src/lib/constants';
import { NO_REPLY, ScriptedServer } from '../support/scripted-server';
import { TestTimers } from '../support/test-timers';

type Frame = Record<string, unknown>;

/** A client over a scripted platform, on test timers; `answer` as ScriptedServer takes it (pong by default). */
function setUp(answer: (request: Frame) => Frame | typeof NO_REPLY = () => ({ ping: 'pong' })) {
  const server = new ScriptedServer(answer);
  const timers = new TestTimers();
  const statuses: ConnectionStatus[] = [];
  const socket = new SocketClient({
    url: 'ws://scripted',
    createSocket: server.createSocket,
    timers,
    onStatus: (status) => statuses.push(status),
    onInvalidAppId: () => undefined,
  });
  const sentCalls = () => server.sent.map((frame) => Object.keys(frame).find((key) => key !== 'req_id'));
  return { server, timers, statuses, socket, sentCalls };
}

/** Lets queued microtasks (the scripted platform's replies) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const PROPOSAL = { proposal: { id: 'p1', ask_price: 5, payout: 10 } };
const MARKET_CLOSED = { code: 'MarketIsClosed', message: 'This market is presently closed.' };

describe('a stream the platform ends with an error', () => {
  it('tells its users why, and is not forgotten afterwards (the platform ended it)', async () => {
    const { server, socket, timers } = setUp(() => PROPOSAL);
    const errors: unknown[] = [];
    const handle = socket.subscribe(
      'proposal',
      { proposal: 1, symbol: 'R_100' } as never,
      () => undefined,
      (error) => errors.push(error),
    );
    await handle.ready;
    server.push((request) => request.proposal === 1, { msg_type: 'proposal', error: MARKET_CLOSED });
    await settle();
    expect(errors).toEqual([MARKET_CLOSED]);

    handle.unsubscribe();
    await timers.advance(0);
    await settle();
    expect(server.sent.some((frame) => 'forget' in frame || 'forget_all' in frame)).toBe(false);
  });

  it('tells its users when the re-subscription after a reconnect is refused', async () => {
    let closed = false;
    const { server, socket, timers } = setUp((request) => {
      if (closed && request.proposal === 1) throw MARKET_CLOSED;
      return PROPOSAL;
    });
    const errors: unknown[] = [];
    await socket.subscribe(
      'proposal',
      { proposal: 1, symbol: 'R_100' } as never,
      () => undefined,
      (error) => errors.push(error),
    ).ready;
    closed = true;
    server.drop();
    await timers.advance(RECONNECT_DELAYS_MS[0] ?? 0);
    await settle();
    expect(errors).toEqual([MARKET_CLOSED]);
  });
});

describe('a purchase and the connection (trading-core §4)', () => {
  it('is refused at once, and never sent, while the socket is not open', async () => {
    const { server, socket, timers, sentCalls } = setUp(() => ({ buy: { contract_id: 1 } }));
    await socket.request('ping', { ping: 1 });
    server.drop();
    await expect(socket.request('buy', { buy: 'p1', price: 5 })).rejects.toEqual(CONNECTION_LOST);
    await expect(socket.request('sell', { sell: 1, price: 5 })).rejects.toEqual(CONNECTION_LOST);
    await timers.advance(RECONNECT_DELAYS_MS[0] ?? 0);
    await socket.request('ping', { ping: 1 });
    expect(sentCalls()).toEqual(['ping', 'ping']);
  });

  it('is reported as of unknown outcome when the connection drops before its answer', async () => {
    const { server, socket } = setUp((request) => (request.buy ? NO_REPLY : { ping: 'pong' }));
    await socket.request('ping', { ping: 1 });
    const buying = socket.request('buy', { buy: 'p1', price: 5 });
    await settle();
    server.drop();
    await expect(buying).rejects.toEqual(OUTCOME_UNKNOWN);
  });
});

describe('network timeouts (accounts-and-money §9)', () => {
  it('gives up a socket that does not open within 5 s, reports it closed, and connects again', async () => {
    const { server, socket, timers, statuses } = setUp();
    server.opening = false;
    const asked = socket.request('ping', { ping: 1 }).catch((error: unknown) => error);
    await timers.advance(SOCKET_OPEN_TIMEOUT_MS - 1);
    expect(statuses).toEqual(['connecting']);
    await timers.advance(1);
    expect(await asked).toEqual(CONNECTION_LOST);
    expect(statuses).toEqual(['connecting', 'closed']);

    server.opening = true;
    await timers.advance(RECONNECT_DELAYS_MS[0] ?? 0);
    expect(server.socketsCreated).toBe(2);
    expect(statuses.at(-1)).toBe('open');
  });

  it('gives up a socket that leaves a request unanswered for 10 s, and connects again', async () => {
    const { socket, timers, statuses, server } = setUp((request) => (request.ticks ? NO_REPLY : { ping: 'pong' }));
    await socket.request('ping', { ping: 1 });
    const asked = socket.request('ticks', { ticks: 'R_100' }).catch((error: unknown) => error);
    await timers.advance(SOCKET_REPLY_TIMEOUT_MS - 1);
    expect(statuses.at(-1)).toBe('open');
    await timers.advance(1);
    expect(await asked).toEqual(CONNECTION_LOST);
    expect(statuses.at(-1)).toBe('closed');
    await timers.advance(RECONNECT_DELAYS_MS[0] ?? 0);
    expect(server.socketsCreated).toBe(2);
  });

  it('does not queue the server time behind a lost connection', async () => {
    const { server, socket, timers, sentCalls } = setUp(() => ({ time: 1 }));
    await socket.request('time', { time: 1 });
    server.drop();
    await expect(socket.request('time', { time: 1 })).rejects.toEqual(CONNECTION_LOST);
    await timers.advance(RECONNECT_DELAYS_MS[0] ?? 0);
    await settle();
    expect(sentCalls()).toEqual(['time']);
  });
});

describe('the order of the first frames', () => {
  it('sends a stored session’s authorize before whatever was queued ahead of it', async () => {
    const { socket, sentCalls } = setUp(() => ({}));
    const asked = [
      socket.request('website_status', { website_status: 1 }),
      socket.request('ping', { ping: 1 }),
      socket.request('authorize', { authorize: 'token' }),
    ];
    await Promise.all(asked);
    expect(sentCalls()).toEqual(['authorize', 'website_status', 'ping']);
  });
});

describe('while the site is not up', () => {
  it('sends nothing but the site status, the clock and leaving streams', async () => {
    let siteStatus = 'down';
    const { socket, sentCalls } = setUp((request) =>
      request.website_status ? { website_status: { site_status: siteStatus } } : { ping: 'pong' },
    );
    await socket.request('website_status', { website_status: 1 });
    await expect(socket.request('active_symbols', { active_symbols: 'brief' })).rejects.toEqual(SITE_UNAVAILABLE);
    await expect(socket.request('ping', { ping: 1 })).resolves.toMatchObject({ ping: 'pong' });
    siteStatus = 'up';
    await socket.request('website_status', { website_status: 1 });
    await expect(socket.request('ping', { ping: 1 })).resolves.toBeTruthy();
    expect(sentCalls()).toEqual(['website_status', 'ping', 'website_status', 'ping']);
  });
});

describe('before the site status is known', () => {
  it('sends every call at once: only a known status other than up holds calls back', async () => {
    const { socket, sentCalls } = setUp((request) => (request.website_status ? NO_REPLY : { active_symbols: [] }));
    void socket.request('website_status', { website_status: 1 });
    const symbols = socket.request('active_symbols', { active_symbols: 'brief' });
    await expect(symbols).resolves.toMatchObject({ active_symbols: [] });
    expect(sentCalls()).toEqual(['website_status', 'active_symbols']);
  });
});

describe('after InvalidAppID', () => {
  it('neither reconnects nor sends anything again', async () => {
    const { server, socket, timers } = setUp(() => {
      throw { code: 'InvalidAppID', message: 'Your app_id is invalid.' };
    });
    await expect(socket.request('ping', { ping: 1 })).rejects.toMatchObject({ code: 'InvalidAppID' });
    server.drop();
    await timers.advance(60_000);
    await expect(socket.request('ping', { ping: 1 })).rejects.toMatchObject({ code: 'InvalidAppID' });
    expect(server.socketsCreated).toBe(1);
    expect(server.sent).toHaveLength(1);
  });
});
