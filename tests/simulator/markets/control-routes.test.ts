import { describe, expect, it } from 'vitest';
import { ControlRequestError } from '../../../simulator/control-client';
import { errorOf, MONDAY_NOON, nextMessages, useMarketSimulator } from './support';

const { open, simulator, advance } = useMarketSimulator();

describe('market control routes', () => {
  it('reads a market', async () => {
    const reading = await simulator().control.market('default', 'R_50');
    expect(reading).toEqual({
      symbol: 'R_50',
      open: true,
      trading_suspended: false,
      tick: simulator().world.markets.latestTick('R_50'),
    });
  });

  it('sets a spot that the feed and live streams go on from', async () => {
    const socket = await open();
    await socket.call({ ticks: 'R_50' });
    const reading = await simulator().control.setSpot('default', 'R_50', 321.123456);
    expect(reading.tick).toEqual({ epoch: MONDAY_NOON, quote: 321.1235 });
    const [requoted] = await nextMessages(socket, 1);
    expect(requoted?.tick).toMatchObject({ epoch: MONDAY_NOON, quote: 321.1235 });
    await advance(2_000);
    const [next] = await nextMessages(socket, 1);
    expect(Math.abs((next?.tick as { quote: number }).quote / 321.1235 - 1)).toBeLessThan(0.01);
    expect(simulator().world.state.markets.spots.R_50).toEqual([{ epoch: MONDAY_NOON, quote: 321.1235 }]);
  });

  it('closes and reopens a market', async () => {
    const { control } = simulator();
    const socket = await open();
    expect((await control.setMarketStatus('default', 'R_10', 'closed')).open).toBe(false);
    expect(errorOf(await socket.call({ ticks: 'R_10' })).code).toBe('MarketIsClosed');
    const symbols = (await socket.call({ active_symbols: 'brief' })).active_symbols as {
      symbol: string;
      exchange_is_open: number;
    }[];
    expect(symbols.find((entry) => entry.symbol === 'R_10')?.exchange_is_open).toBe(0);
    await advance(10_000);
    expect((await control.setMarketStatus('default', 'R_10', 'scheduled')).open).toBe(true);
    const history = await socket.call({ ticks_history: 'R_10', start: MONDAY_NOON - 4, end: 'latest' });
    expect((history.history as { times: number[] }).times).toEqual([
      MONDAY_NOON - 4,
      MONDAY_NOON - 2,
      MONDAY_NOON + 10,
    ]);
    expect((await control.setMarketStatus('default', 'frxEURUSD', 'open')).open).toBe(true);
  });

  it('refuses unknown symbols and bad bodies', async () => {
    const { control } = simulator();
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: ControlRequestError) => ({ status: error.status, code: error.code }),
      );
    expect(await refusal(control.setSpot('default', 'NOPE', 1))).toEqual({ status: 404, code: 'UnknownSymbol' });
    expect(await refusal(control.setSpot('default', 'R_50', -1))).toMatchObject({ status: 400 });
    expect(await refusal(control.setMarketStatus('default', 'R_50', 'paused' as never))).toMatchObject({ status: 400 });
  });
});
