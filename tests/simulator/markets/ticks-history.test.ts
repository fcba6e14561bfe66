import { describe, expect, it } from 'vitest';
import { errorOf, MONDAY_NOON, nextMessages, SATURDAY_NOON, useMarketSimulator } from './support';

const { open, simulator, advance, moveTo } = useMarketSimulator();

interface Candle {
  epoch: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

describe('ticks_history', () => {
  it('returns the last ticks up to now as a history', async () => {
    const socket = await open();
    const reply = await socket.call({ ticks_history: 'R_50', end: 'latest', count: 10 });
    const expected = simulator().world.markets.ticksBetween('R_50', MONDAY_NOON - 18, MONDAY_NOON);
    expect(reply).toMatchObject({
      msg_type: 'history',
      pip_size: 4,
      history: { times: expected.map((tick) => tick.epoch), prices: expected.map((tick) => tick.quote) },
    });
  });

  it('returns the ticks between start and end, at most count', async () => {
    const socket = await open();
    const reply = await socket.call({
      ticks_history: '1HZ50V',
      start: MONDAY_NOON - 100,
      end: String(MONDAY_NOON - 50),
    });
    const times = (reply.history as { times: number[] }).times;
    expect(times[0]).toBe(MONDAY_NOON - 100);
    expect(times.at(-1)).toBe(MONDAY_NOON - 50);
    expect(times).toHaveLength(51);
    const capped = await socket.call({ ticks_history: '1HZ50V', end: 'latest', count: 9000 });
    expect((capped.history as { times: number[] }).times).toHaveLength(5000);
  });

  it('computes only what it returns when the start is long ago', async () => {
    const socket = await open();
    const reply = await socket.call({ ticks_history: '1HZ100V', start: 0, end: 'latest', count: 3 });
    expect((reply.history as { times: number[] }).times).toEqual([MONDAY_NOON - 2, MONDAY_NOON - 1, MONDAY_NOON]);
    const candles = await socket.call({
      ticks_history: '1HZ100V',
      start: 0,
      end: 'latest',
      count: 2,
      style: 'candles',
    });
    expect((candles.candles as Candle[]).map((candle) => candle.epoch)).toEqual([MONDAY_NOON - 60, MONDAY_NOON]);
  });

  it('answers candles of each granularity, aligned and consistent', async () => {
    const socket = await open();
    for (const granularity of [60, 120, 600, 900, 3600, 14400, 86400]) {
      const reply = await socket.call({
        ticks_history: 'R_100',
        end: 'latest',
        count: 5,
        style: 'candles',
        granularity,
      });
      expect(reply.msg_type).toBe('candles');
      const candles = reply.candles as Candle[];
      expect(candles).toHaveLength(5);
      for (const candle of candles) {
        expect(candle.epoch % granularity).toBe(0);
        expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
        expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
      }
      expect(candles.at(-1)?.epoch).toBe(MONDAY_NOON - (MONDAY_NOON % granularity));
    }
    const minute = await socket.call({
      ticks_history: 'R_100',
      end: 'latest',
      count: 1,
      style: 'candles',
      granularity: 60,
    });
    const ticks = simulator().world.markets.ticksBetween('R_100', MONDAY_NOON - 60, MONDAY_NOON);
    const quotes = ticks.filter((tick) => tick.epoch >= MONDAY_NOON).map((tick) => tick.quote);
    expect((minute.candles as Candle[])[0]).toEqual({
      epoch: MONDAY_NOON,
      open: quotes[0],
      close: quotes.at(-1),
      high: Math.max(...quotes),
      low: Math.min(...quotes),
    });
  });

  it('streams tick updates after the history when subscribed', async () => {
    const socket = await open();
    const reply = await socket.call({ ticks_history: 'R_25', end: 'latest', count: 2, subscribe: 1 });
    expect(reply.msg_type).toBe('history');
    const id = (reply.subscription as { id: string }).id;
    await advance(2_000);
    const [update] = await nextMessages(socket, 1);
    expect(update).toMatchObject({
      msg_type: 'tick',
      subscription: { id },
      tick: { symbol: 'R_25', epoch: MONDAY_NOON + 2, id },
    });
  });

  it('streams ohlc updates of the current candle, and forget_all candles ends them', async () => {
    const socket = await open();
    const reply = await socket.call({
      ticks_history: 'R_25',
      end: 'latest',
      count: 3,
      style: 'candles',
      granularity: 60,
      subscribe: 1,
    });
    expect(reply.msg_type).toBe('candles');
    const last = (reply.candles as Candle[]).at(-1);
    await advance(2_000);
    const [update] = await nextMessages(socket, 1);
    const tick = simulator().world.markets.latestTick('R_25');
    expect(update?.msg_type).toBe('ohlc');
    expect(update?.ohlc).toMatchObject({
      symbol: 'R_25',
      granularity: 60,
      open_time: MONDAY_NOON,
      epoch: MONDAY_NOON + 2,
      open: last?.open.toFixed(3),
      close: tick?.quote.toFixed(3),
      pip_size: 3,
    });
    const forgotten = await socket.call({ forget_all: 'candles' });
    expect(forgotten.forget_all).toEqual([(reply.subscription as { id: string }).id]);
  });

  it('moves the window back over a closed market with adjust_start_time', async () => {
    const socket = await open();
    await moveTo(SATURDAY_NOON);
    const fridayClose = Date.parse('2026-11-20T23:59:58Z') / 1000;
    const plain = await socket.call({ ticks_history: 'frxEURUSD', start: SATURDAY_NOON - 60, end: 'latest' });
    expect((plain.history as { times: number[] }).times).toEqual([]);
    const adjusted = await socket.call({
      ticks_history: 'frxEURUSD',
      start: SATURDAY_NOON - 60,
      end: 'latest',
      adjust_start_time: 1,
    });
    const times = (adjusted.history as { times: number[] }).times;
    expect(times.at(-1)).toBe(fridayClose);
    expect(times).toHaveLength(31);
    const latest = await socket.call({ ticks_history: 'frxEURUSD', end: 'latest', count: 5 });
    expect((latest.history as { times: number[] }).times.at(-1)).toBe(fridayClose);
  });

  it('refuses bad symbols, a start after the end and a live stream of a closed market', async () => {
    const socket = await open();
    expect(errorOf(await socket.call({ ticks_history: 'XYZ', end: 'latest' })).code).toBe('InvalidSymbol');
    expect(
      errorOf(await socket.call({ ticks_history: 'R_50', start: MONDAY_NOON, end: String(MONDAY_NOON - 10) })),
    ).toEqual({
      code: 'InvalidStartEnd',
      message: `Start time ${MONDAY_NOON} must be before end time ${MONDAY_NOON - 10}`,
    });
    await moveTo(SATURDAY_NOON);
    expect(errorOf(await socket.call({ ticks_history: 'frxGBPUSD', end: 'latest', subscribe: 1 })).code).toBe(
      'MarketIsClosed',
    );
  });
});
