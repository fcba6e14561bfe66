import { describe, expect, it } from 'vitest';
import { bridgeRun, bridgeValue } from '../../../simulator/domain/markets/brownian-bridge';
import { findUnderlying } from '../../../simulator/domain/markets/catalogue';
import { latestTick, sampledTicks, ticksBetween, type FeedInputs } from '../../../simulator/domain/markets/feed';
import { pipDecimals, roundToPip, type Underlying } from '../../../simulator/domain/markets/underlying';

function underlying(symbol: string): Underlying {
  const found = findUnderlying(symbol);
  if (!found) throw new Error(`no ${symbol}`);
  return found;
}

const MONDAY_NOON = Date.UTC(2026, 10, 23, 12) / 1000;
const DAY = 86_400;

function logReturns(quotes: readonly number[]): number[] {
  return quotes.slice(1).map((quote, index) => Math.log(quote / (quotes[index] ?? quote)));
}

function sampleStd(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1));
}

describe('seeded Brownian bridge', () => {
  it('gives the same value for a point whether drawn alone or in a run', () => {
    const run = bridgeRun(42, 1_000_000, 1_000_050);
    expect(run).toHaveLength(51);
    run.forEach((value, offset) => expect(value).toBe(bridgeValue(42, 1_000_000 + offset)));
  });

  it('has independent unit-variance increments', () => {
    const path = bridgeRun(9, 3_000_000, 3_020_000);
    const steps = path.slice(1).map((w, index) => w - (path[index] ?? w));
    expect(sampleStd(steps)).toBeGreaterThan(0.97);
    expect(sampleStd(steps)).toBeLessThan(1.03);
    const mean = steps.reduce((sum, step) => sum + step, 0) / steps.length;
    const lagged = steps.slice(1).reduce((sum, step, index) => sum + (step - mean) * ((steps[index] ?? 0) - mean), 0);
    expect(Math.abs(lagged / (steps.length * sampleStd(steps) ** 2))).toBeLessThan(0.03);
  });
});

describe('market feed', () => {
  const r100: FeedInputs = { seed: 7, underlying: underlying('R_100') };

  it('is the same market for the same seed, and another for another seed', () => {
    const first = ticksBetween(r100, MONDAY_NOON, MONDAY_NOON + 600);
    expect(first).toEqual(ticksBetween({ ...r100 }, MONDAY_NOON, MONDAY_NOON + 600));
    expect(first.map((tick) => tick.quote)).not.toEqual(
      ticksBetween({ ...r100, seed: 8 }, MONDAY_NOON, MONDAY_NOON + 600).map((tick) => tick.quote),
    );
    expect(first.map((tick) => tick.epoch)).toEqual(Array.from({ length: 301 }, (_, index) => MONDAY_NOON + 2 * index));
  });

  it('answers one tick the same as a range that contains it', () => {
    const range = ticksBetween(r100, MONDAY_NOON - 100, MONDAY_NOON + 100);
    expect(latestTick(r100, MONDAY_NOON + 1)).toEqual(range.find((tick) => tick.epoch === MONDAY_NOON));
  });

  it.each(['1HZ100V', 'R_10', 'R_50', 'frxEURUSD'])('has the stated volatility in its log-returns (%s)', (symbol) => {
    const stated = underlying(symbol);
    const ticks = ticksBetween(
      { seed: 3, underlying: stated },
      MONDAY_NOON,
      MONDAY_NOON + 40_000 * stated.tickIntervalSeconds,
    );
    const years = stated.tickIntervalSeconds / (365 * DAY);
    const annualised = sampleStd(logReturns(ticks.map((tick) => tick.quote))) / Math.sqrt(years);
    expect(annualised / stated.vol).toBeGreaterThan(0.96);
    expect(annualised / stated.vol).toBeLessThan(1.04);
  });

  it('samples long spans on the same path, keeping the last tick of each session', () => {
    const eurusd: FeedInputs = { seed: 5, underlying: underlying('frxEURUSD') };
    const friday = MONDAY_NOON - 3 * DAY;
    const exact = ticksBetween(eurusd, friday, MONDAY_NOON);
    const sampled = sampledTicks(eurusd, friday, MONDAY_NOON, 600);
    const byEpoch = new Map(exact.map((tick) => [tick.epoch, tick.quote]));
    expect(sampled.length).toBeGreaterThan(60);
    expect(sampled.length).toBeLessThan(exact.length / 200);
    for (const tick of sampled) expect(tick.quote).toBe(byEpoch.get(tick.epoch));
    expect(sampled.map((tick) => tick.epoch)).toContain(Date.parse('2026-11-20T23:59:58Z') / 1000);
    expect(sampled.map((tick) => tick.epoch)).toEqual([...sampled.map((tick) => tick.epoch)].sort((a, b) => a - b));
  });

  it('rounds every quote to the pip size', () => {
    for (const symbol of ['R_10', 'R_50', 'frxUSDJPY', 'frxEURUSD', 'frxXAGUSD']) {
      const stated = underlying(symbol);
      for (const { quote } of ticksBetween({ seed: 1, underlying: stated }, MONDAY_NOON, MONDAY_NOON + 200)) {
        expect(quote).toBe(roundToPip(quote, stated.pip));
        const decimals = quote.toString().split('.')[1]?.length ?? 0;
        expect(decimals).toBeLessThanOrEqual(pipDecimals(stated.pip));
      }
    }
    expect(roundToPip(1.234567, 0.001)).toBe(1.235);
    expect(pipDecimals(0.00001)).toBe(5);
    expect(pipDecimals(0.01)).toBe(2);
  });

  it('stays near its opening spot over a few years', () => {
    const quote = latestTick({ seed: 11, underlying: underlying('R_10') }, MONDAY_NOON)?.quote ?? 0;
    expect(quote).toBeGreaterThan(6_250 / 3);
    expect(quote).toBeLessThan(6_250 * 3);
  });
});
