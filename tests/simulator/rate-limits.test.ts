import { describe, expect, it } from 'vitest';
import { bucketOf, RateCounter, DEFAULT_RATE_LIMITS } from '../../simulator/domain/rate-limits';
import { handlers } from '../../simulator/handlers';
import { testDispatcher } from '../support/dispatcher';

describe('rate limits', () => {
  it.each([
    ['ping', true, 'websocket_call'],
    ['portfolio', true, 'websocket_call_expensive'],
    ['proposal', true, 'websocket_call_pricing'],
    ['proposal', false, 'websocket_real_pricing'],
    ['buy', true, 'virtual_buy_transaction'],
    ['sell', false, 'websocket_real_pricing'],
    ['verify_email', true, 'websocket_call_email'],
    ['reset_password', true, 'websocket_call_password'],
    ['mt5_deposit', false, 'trading_platform'],
    ['statement', false, 'trading_platform'],
  ] as const)('counts %s (virtual: %s) in %s', (call, isVirtual, bucket) => {
    expect(bucketOf(call, isVirtual)).toBe(bucket);
  });

  it('allows the minute limit, refuses one more, and allows again in the next minute', () => {
    const counter = new RateCounter(() => ({ ...DEFAULT_RATE_LIMITS, websocket_call: { minutely: 3, hourly: 5 } }));
    const at = (ms: number) => counter.take('app:conn', 'websocket_call', ms);
    expect([at(0), at(1), at(2), at(3)]).toEqual([true, true, true, false]);
    expect([at(60_000), at(60_001), at(60_002)]).toEqual([true, true, false]);
    expect(at(3_600_000)).toBe(true);
  });

  it('counts against several keys at once, or against none when one of them is full', () => {
    const counter = new RateCounter(() => ({ ...DEFAULT_RATE_LIMITS, websocket_call: { minutely: 2, hourly: 5 } }));
    expect(counter.takeEach(['ip', 'a@x'], 'websocket_call', 0)).toBe(true);
    expect(counter.takeEach(['ip', 'a@x'], 'websocket_call', 1)).toBe(true);
    expect(counter.takeEach(['ip', 'b@x'], 'websocket_call', 2)).toBe(false);
    expect(counter.take('b@x', 'websocket_call', 3)).toBe(true);
    expect(counter.take('b@x', 'websocket_call', 4)).toBe(true);
  });

  it('forgets a key on demand, and every count of a past hour once the next hour begins', () => {
    const counter = new RateCounter(() => DEFAULT_RATE_LIMITS);
    counter.take('a', 'websocket_call', 0);
    counter.take('b', 'websocket_call_email', 0);
    counter.take('a', 'websocket_call_email', 0);
    expect(counter.size).toBe(3);
    counter.forget('a');
    expect(counter.size).toBe(1);
    counter.take('c', 'websocket_call', 3_600_000);
    expect(counter.size).toBe(1);
  });

  it("answers RateLimit with the platform's words when a world's limit is reached, until its clock moves on", async () => {
    const { dispatch, world } = testDispatcher(handlers, {
      fixture: { rate_limits: { websocket_call: { minutely: 2, hourly: 100 } } },
    });
    world.clock.set(Date.UTC(2030, 0, 1));
    world.clock.freeze();
    await dispatch({ website_status: 1 });
    await dispatch({ website_status: 1 });
    expect(await dispatch({ website_status: 1, req_id: 3 })).toMatchObject([
      { error: { code: 'RateLimit', message: 'You have reached the rate limit for website_status.' }, req_id: 3 },
    ]);
    world.clock.advance(60_000);
    expect(await dispatch({ website_status: 1 })).toMatchObject([{ msg_type: 'website_status' }]);
  });

  it('closes the connection with 1008 after more than 10 pings in one second', async () => {
    const second = { now: 5_000 };
    const connection = testDispatcher(handlers, { keepAliveNowMs: () => second.now });
    for (let i = 0; i < 10; i += 1) await connection.dispatch({ ping: 1 });
    expect(connection.sent.every((reply) => reply.ping === 'pong')).toBe(true);
    expect(connection.closedWith).toBeUndefined();
    expect(await connection.dispatch({ ping: 1, req_id: 11 })).toMatchObject([
      { error: { code: 'RateLimit', message: 'You have reached the rate limit for ping.' }, req_id: 11 },
    ]);
    expect(connection.closedWith).toBe(1008);
  });

  it('allows 10 pings in every second', async () => {
    const second = { now: 5_000 };
    const connection = testDispatcher(handlers, { keepAliveNowMs: () => second.now });
    for (let i = 0; i < 30; i += 1) {
      if (i % 10 === 0) second.now += 1_000;
      await connection.dispatch({ time: 1 });
    }
    expect(connection.closedWith).toBeUndefined();
  });
});

describe('advertised limits', () => {
  it("website_status advertises the world's own limits", async () => {
    const { dispatch } = testDispatcher(handlers, {
      fixture: { rate_limits: { websocket_call: { minutely: 7, hourly: 70 } } },
    });
    const [reply] = await dispatch({ website_status: 1 });
    expect(reply).toMatchObject({
      website_status: {
        api_call_limits: {
          max_requestes_general: { applies_to: 'rest of calls', minutely: 7, hourly: 70 },
          max_requests_pricing: { minutely: 80, hourly: 3600 },
        },
      },
    });
  });
});
