import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorldFixture } from '../../../simulator/world/fixture';
import { startTestSimulator, TestSocket, type TestSimulator } from '../../support/simulator';

describe('world fixtures', () => {
  it('extend another fixture, replacing its top-level fields', () => {
    const base = loadWorldFixture('default');
    const bench = loadWorldFixture('bench');
    expect(bench.users).toEqual(base.users);
    expect(bench.site).toEqual(base.site);
    expect(bench.rate_limits?.websocket_call?.minutely).toBeGreaterThan(1_000_000);
    expect(bench.keepalive_calls_per_second).toBeGreaterThan(1_000_000);
    expect(base.keepalive_calls_per_second).toBeUndefined();
  });

  it('refuse names that are not plain', () => {
    expect(() => loadWorldFixture('../default')).toThrow(/not a plain name/);
    expect(() => loadWorldFixture('missing')).toThrow(/no world fixture/);
  });
});

describe('the ping flood guard of a world', () => {
  let simulator: TestSimulator;
  beforeAll(async () => {
    simulator = await startTestSimulator();
    await simulator.control.createWorld({ id: 'bench', fixture: 'bench' });
  });
  afterAll(() => simulator.close());

  it('follows its fixture', async () => {
    const lifted = await TestSocket.open(simulator.socketUrl('1', 'bench'));
    const guarded = await TestSocket.open(simulator.socketUrl('1'));
    const liftedReplies = await Promise.all(
      Array.from({ length: 30 }, (_, index) => lifted.call({ ping: 1, req_id: index + 1 })),
    );
    expect(liftedReplies.every((reply) => reply.ping === 'pong')).toBe(true);
    for (let index = 0; index < 30; index += 1) guarded.send(JSON.stringify({ ping: 1 }));
    expect(await guarded.closed).toBe(1008);
    lifted.close();
  });
});
