import { describe, expect, it } from 'vitest';
import { findUnderlying, UNDERLYINGS } from '../../../simulator/domain/markets/catalogue';
import { latestTick, ticksBetween } from '../../../simulator/domain/markets/feed';
import { applyMarketsChange, emptyMarkets } from '../../../simulator/domain/markets/market-state';
import { isMarketOpen } from '../../../simulator/domain/markets/open-intervals';
import { secondOfWeek } from '../../../simulator/domain/markets/trading-hours';
import { MARKET_ORDER, type Underlying } from '../../../simulator/domain/markets/underlying';

function underlying(symbol: string): Underlying {
  const found = findUnderlying(symbol);
  if (!found) throw new Error(`no ${symbol}`);
  return found;
}

const at = (iso: string) => Date.parse(iso) / 1000;
const SATURDAY_NOON = at('2026-11-21T12:00:00Z');
const MONDAY_NOON = at('2026-11-23T12:00:00Z');

describe('catalogue', () => {
  it('lists the markets in the platform display order with unique symbols', () => {
    const markets = UNDERLYINGS.map((entry) => entry.market).filter((market, index, all) => all[index - 1] !== market);
    expect(markets).toEqual([...MARKET_ORDER]);
    expect(new Set(UNDERLYINGS.map((entry) => entry.symbol)).size).toBe(UNDERLYINGS.length);
  });

  it('takes the volatility indices from the pricing table', () => {
    expect(underlying('R_75')).toMatchObject({ vol: 0.75, tickIntervalSeconds: 2, pip: 0.0001, market: 'volidx' });
    expect(underlying('1HZ25V')).toMatchObject({
      vol: 0.25,
      tickIntervalSeconds: 1,
      display_name: 'Volatility 25 (1s) Index',
    });
    expect(underlying('frxEURUSD')).toMatchObject({
      display_name: 'EUR/USD',
      submarket: 'major_pairs',
      multiBarrier: true,
    });
  });
});

describe('trading hours', () => {
  it('counts weeks from Monday 00:00 UTC', () => {
    expect(secondOfWeek(at('2026-11-23T00:00:00Z'))).toBe(0);
    expect(secondOfWeek(at('2026-11-22T23:59:59Z'))).toBe(7 * 86_400 - 1);
  });

  it('closes forex at the weekend and quotes its Friday close meanwhile', () => {
    const eurusd = underlying('frxEURUSD');
    expect(isMarketOpen(eurusd.schedule, undefined, SATURDAY_NOON)).toBe(false);
    expect(isMarketOpen(eurusd.schedule, undefined, MONDAY_NOON)).toBe(true);
    expect(ticksBetween({ seed: 1, underlying: eurusd }, SATURDAY_NOON - 3_600, SATURDAY_NOON)).toEqual([]);
    expect(latestTick({ seed: 1, underlying: eurusd }, SATURDAY_NOON)?.epoch).toBe(at('2026-11-20T23:59:58Z'));
  });

  it('opens stock indices for their session only; volatility indices never close', () => {
    const us = underlying('OTC_SPC');
    expect(isMarketOpen(us.schedule, undefined, MONDAY_NOON)).toBe(false);
    expect(isMarketOpen(us.schedule, undefined, MONDAY_NOON + 2 * 3_600)).toBe(true);
    const sessionTicks = ticksBetween({ seed: 1, underlying: us }, MONDAY_NOON, MONDAY_NOON + 3 * 3_600);
    expect(sessionTicks[0]?.epoch).toBe(at('2026-11-23T13:30:00Z'));
    expect(isMarketOpen(underlying('R_100').schedule, undefined, SATURDAY_NOON)).toBe(true);
  });
});

describe('holidays', () => {
  it('closes the financial markets on Christmas Day and early on its eve; the volatility indices trade on', () => {
    const eurusd = underlying('frxEURUSD');
    expect(isMarketOpen(eurusd.schedule, undefined, at('2026-12-24T17:59:59Z'))).toBe(true);
    expect(isMarketOpen(eurusd.schedule, undefined, at('2026-12-24T18:00:00Z'))).toBe(false);
    expect(isMarketOpen(eurusd.schedule, undefined, at('2026-12-25T12:00:00Z'))).toBe(false);
    expect(isMarketOpen(eurusd.schedule, undefined, at('2026-12-28T00:00:00Z'))).toBe(true);
    expect(isMarketOpen(eurusd.schedule, undefined, at('2027-01-01T12:00:00Z'))).toBe(false);
    expect(
      ticksBetween({ seed: 1, underlying: eurusd }, at('2026-12-25T00:00:00Z'), at('2026-12-25T23:59:59Z')),
    ).toEqual([]);
    expect(latestTick({ seed: 1, underlying: eurusd }, at('2026-12-25T12:00:00Z'))?.epoch).toBe(
      at('2026-12-24T17:59:58Z'),
    );
    expect(isMarketOpen(underlying('R_100').schedule, undefined, at('2026-12-25T12:00:00Z'))).toBe(true);
  });
});

describe('control changes', () => {
  it('re-bases the path at a spot set, leaving earlier ticks as they were', () => {
    const markets = emptyMarkets();
    const r10 = underlying('R_10');
    const before = ticksBetween({ seed: 2, underlying: r10 }, MONDAY_NOON - 20, MONDAY_NOON + 20);
    applyMarketsChange(markets, { type: 'market_spot_set', symbol: 'R_10', epoch: MONDAY_NOON + 1, quote: 5_000 });
    const inputs = { seed: 2, underlying: r10, spots: markets.spots.R_10 };
    const after = ticksBetween(inputs, MONDAY_NOON - 20, MONDAY_NOON + 20);
    expect(after.slice(0, 10)).toEqual(before.slice(0, 10));
    expect(after[10]).toEqual({ epoch: MONDAY_NOON, quote: 5_000 });
    expect(latestTick(inputs, MONDAY_NOON + 1)).toEqual({ epoch: MONDAY_NOON, quote: 5_000 });
    for (const tick of after.slice(11)) expect(Math.abs(tick.quote / 5_000 - 1)).toBeLessThan(0.01);
    const relative = (ticks: typeof before) =>
      ticks.slice(11).map((tick, index) => tick.quote / (ticks[10 + index]?.quote ?? 1));
    relative(after).forEach((ratio, index) => expect(ratio).toBeCloseTo(relative(before)[index] ?? 0, 6));
  });

  it('closes and reopens a market from the epochs given', () => {
    const markets = emptyMarkets();
    const r10 = underlying('R_10');
    applyMarketsChange(markets, { type: 'market_status_set', symbol: 'R_10', epoch: MONDAY_NOON, status: 'closed' });
    applyMarketsChange(markets, {
      type: 'market_status_set',
      symbol: 'R_10',
      epoch: MONDAY_NOON + 60,
      status: 'scheduled',
    });
    const statuses = markets.statuses.R_10;
    expect(isMarketOpen(r10.schedule, statuses, MONDAY_NOON - 1)).toBe(true);
    expect(isMarketOpen(r10.schedule, statuses, MONDAY_NOON + 30)).toBe(false);
    expect(isMarketOpen(r10.schedule, statuses, MONDAY_NOON + 60)).toBe(true);
    const epochs = ticksBetween({ seed: 1, underlying: r10, statuses }, MONDAY_NOON - 4, MONDAY_NOON + 64).map(
      (t) => t.epoch,
    );
    expect(epochs).toEqual([MONDAY_NOON - 4, MONDAY_NOON - 2, MONDAY_NOON + 60, MONDAY_NOON + 62, MONDAY_NOON + 64]);
    expect(latestTick({ seed: 1, underlying: r10, statuses }, MONDAY_NOON + 30)?.epoch).toBe(MONDAY_NOON - 2);

    const eurusd = underlying('frxEURUSD');
    applyMarketsChange(markets, { type: 'market_status_set', symbol: 'frxEURUSD', epoch: 0, status: 'open' });
    expect(isMarketOpen(eurusd.schedule, markets.statuses.frxEURUSD, SATURDAY_NOON)).toBe(true);
  });
});
