import { describe, expect, it } from 'vitest';
import { errorOf, MONDAY_NOON, nextMessages, SATURDAY_NOON, useMarketSimulator } from './support';

const { open, simulator, advance, moveTo } = useMarketSimulator();

describe('ticks', () => {
  it('answers the latest tick, then streams each new one as the clock passes it', async () => {
    const socket = await open();
    const first = await socket.call({ ticks: 'R_50', req_id: 3 });
    const id = (first.subscription as { id: string }).id;
    expect(first).toMatchObject({ msg_type: 'tick', req_id: 3, echo_req: { ticks: 'R_50', req_id: 3 } });
    expect(first.tick).toEqual({
      ...simulator().world.markets.latestTick('R_50'),
      symbol: 'R_50',
      pip_size: 4,
      id,
    });
    await advance(4_000);
    const updates = await nextMessages(socket, 2);
    const expected = simulator().world.markets.ticksBetween('R_50', MONDAY_NOON + 1, MONDAY_NOON + 4);
    expect(updates.map((update) => update.tick)).toEqual(
      expected.map((tick) => ({ ...tick, symbol: 'R_50', pip_size: 4, id })),
    );
    expect(updates.every((update) => update.req_id === 3 && update.msg_type === 'tick')).toBe(true);
  });

  it('stops streaming after forget', async () => {
    const socket = await open();
    const first = await socket.call({ ticks: '1HZ100V' });
    const id = (first.subscription as { id: string }).id;
    expect(await socket.call({ forget: id })).toMatchObject({ forget: 1 });
    await advance(3_000);
    expect(await socket.call({ ping: 1 })).toMatchObject({ msg_type: 'ping' });
  });

  it('refuses a second stream of the same symbol', async () => {
    const socket = await open();
    await socket.call({ ticks: 'R_10' });
    expect(errorOf(await socket.call({ ticks: 'R_10' }))).toEqual({
      code: 'AlreadySubscribed',
      message: 'You are already subscribed to R_10.',
    });
  });

  it('gives each symbol of a list its own stream', async () => {
    const socket = await open();
    const [first, second] = [await socket.call({ ticks: ['R_10', '1HZ10V'], req_id: 8 }), await socket.next()];
    expect(first?.tick).toMatchObject({ symbol: 'R_10', epoch: MONDAY_NOON });
    expect(second?.tick).toMatchObject({ symbol: '1HZ10V', epoch: MONDAY_NOON });
    expect(second).toMatchObject({ req_id: 8, echo_req: { ticks: ['R_10', '1HZ10V'], req_id: 8 } });
    const secondId = (second?.subscription as { id: string }).id;
    expect(secondId).not.toBe((first?.subscription as { id: string }).id);
    await socket.call({ forget: (first?.subscription as { id: string }).id });
    await advance(2_000);
    const updates = await nextMessages(socket, 2);
    expect(
      updates.map((update) => [(update.tick as { symbol: string }).symbol, (update.subscription as { id: string }).id]),
    ).toEqual([
      ['1HZ10V', secondId],
      ['1HZ10V', secondId],
    ]);
    expect(errorOf(await socket.call({ ticks: ['1HZ10V'] })).code).toBe('AlreadySubscribed');
  });

  it('refuses an unknown symbol and a closed market', async () => {
    const socket = await open();
    expect(errorOf(await socket.call({ ticks: 'NOPE' }))).toEqual({
      code: 'InvalidSymbol',
      message: 'Symbol NOPE is invalid.',
    });
    await moveTo(SATURDAY_NOON);
    expect(errorOf(await socket.call({ ticks: 'frxEURUSD' }))).toEqual({
      code: 'MarketIsClosed',
      message: 'This market is presently closed.',
    });
    expect(await socket.call({ ticks: 'R_100' })).toMatchObject({ msg_type: 'tick' });
  });
});
