import { describe, expect, it } from 'vitest';

import {
  lookbackCallPrice,
  lookbackPutPrice,
  LOOKBACK_MODEL_MARKUP,
} from '../../../../simulator/domain/pricing/lookback';
import { continuousFloatCall, continuousFloatPut } from '../../../../simulator/domain/pricing/lookback-formulas';
import type { MarketInputs } from '../../../../simulator/domain/pricing/market-inputs';
import { normalCdf } from '../../../../simulator/domain/pricing/math/normal';
import { PELSSER_ACCURACY, pelsserTermCount } from '../../../../simulator/domain/pricing/pelsser-series';
import { resetCallProbability, resetPutProbability } from '../../../../simulator/domain/pricing/reset';
import { rangeProbability } from '../../../../simulator/domain/pricing/stays-between';
import { runProbability, tickHighLowProbability } from '../../../../simulator/domain/pricing/tick-contracts';
import { gaussianDensity, seededNormals, simpson } from './support/numerics';

/** The closed forms against answers computed another way: quadrature, images, simulation, limits. */

const YEAR_SECONDS = 31_536_000;

describe('RESETCALL / RESETPUT against direct integration over the spot at the reset time', () => {
  /** E[win] conditioning on Z at the reset: keep the barrier if in the money, else reset to the spot then. */
  function resetByQuadrature(market: MarketInputs, barrier: number, resetYears: number, side: 1 | -1): number {
    const { spot, years, drift, vol } = market;
    const logDrift = drift - (vol * vol) / 2;
    const remaining = years - resetYears;
    const winFrom = (logSpot: number, strike: number) =>
      normalCdf((side * (logSpot - Math.log(strike) + logDrift * remaining)) / (vol * Math.sqrt(remaining)));
    const logAtReset = (z: number) => Math.log(spot) + logDrift * resetYears + vol * Math.sqrt(resetYears) * z;
    const split = (Math.log(barrier / spot) - logDrift * resetYears) / (vol * Math.sqrt(resetYears));
    const keep = (z: number) => gaussianDensity(z) * winFrom(logAtReset(z), barrier);
    const reset = (z: number) => gaussianDensity(z) * winFrom(logAtReset(z), Math.exp(logAtReset(z)));
    const [inTheMoney, outOfTheMoney] =
      side === 1
        ? [
            [split, 12],
            [-12, split],
          ]
        : [
            [-12, split],
            [split, 12],
          ];
    const value =
      simpson(keep, ...(inTheMoney as [number, number])) + simpson(reset, ...(outOfTheMoney as [number, number]));
    return Math.exp(-market.discountRate * years) * value;
  }

  const cases: [string, MarketInputs, number][] = [
    ['R_100 1 min ATM', { spot: 100, years: 60 / YEAR_SECONDS, discountRate: 0, drift: 0, vol: 1 }, 100],
    ['R_50 15 min above', { spot: 100, years: 900 / YEAR_SECONDS, discountRate: 0, drift: 0, vol: 0.5 }, 100.3],
    ['Bull 2 h below', { spot: 1000, years: 7_200 / YEAR_SECONDS, discountRate: 0, drift: 35, vol: 1.75 }, 990],
    ['rated, 30 days', { spot: 50, years: 30 / 365, discountRate: 0.03, drift: 0.01, vol: 0.3 }, 52],
  ];

  it.each(cases)('%s', (_name, market, barrier) => {
    const resetYears = market.years / 2;
    expect(resetCallProbability(market, barrier, resetYears)).toBeCloseTo(
      resetByQuadrature(market, barrier, resetYears, 1),
      9,
    );
    expect(resetPutProbability(market, barrier, resetYears)).toBeCloseTo(
      resetByQuadrature(market, barrier, resetYears, -1),
      9,
    );
  });
});

describe('RANGE against the method of images', () => {
  /** P(log-spot stays inside (ln D, ln U) until t): image series for the killed density, drift by Girsanov. */
  function stayInsideByImages(market: MarketInputs, high: number, low: number): number {
    const { spot, years, drift, vol } = market;
    const logDrift = drift - (vol * vol) / 2;
    const width = Math.log(high / low);
    const start = Math.log(spot / low);
    const spread = vol * Math.sqrt(years);
    const density = (y: number) => {
      let images = 0;
      for (let n = -12; n <= 12; n += 1) {
        images +=
          gaussianDensity((y - start - 2 * n * width) / spread) - gaussianDensity((y + start - 2 * n * width) / spread);
      }
      const girsanov = Math.exp(
        (logDrift * (y - start)) / (vol * vol) - (logDrift * logDrift * years) / (2 * vol * vol),
      );
      return (images / spread) * girsanov;
    };
    return Math.exp(-market.discountRate * years) * simpson(density, 0, width, 4_000);
  }

  const cases: [string, MarketInputs, number, number][] = [
    ['R_100 10 min', { spot: 100, years: 600 / YEAR_SECONDS, discountRate: 0, drift: 0, vol: 1 }, 100.5, 99.5],
    ['R_10 1 h', { spot: 100, years: 3_600 / YEAR_SECONDS, discountRate: 0, drift: 0, vol: 0.1 }, 100.1, 99.8],
    ['Bull 30 min', { spot: 1000, years: 1_800 / YEAR_SECONDS, discountRate: 0, drift: 35, vol: 1.75 }, 1015, 990],
    ['wide 1 day', { spot: 100, years: 1 / 365, discountRate: 0, drift: 0, vol: 1 }, 106, 95],
    ['rated forex week', { spot: 1.35, years: 7 / 365, discountRate: 0.002, drift: 0.001, vol: 0.11 }, 1.37, 1.33],
  ];

  it.each(cases)('%s: within the series accuracy', (_name, market, high, low) => {
    const gap = Math.abs(rangeProbability(market, high, low) - stayInsideByImages(market, high, low));
    expect(gap).toBeLessThan(2 * PELSSER_ACCURACY);
  });

  it('keeps the number of series terms within 16-1000', () => {
    for (const [, market, highBarrier, lowBarrier] of cases) {
      const terms = pelsserTermCount({ market, highBarrier, lowBarrier, timing: 'at-expiry' });
      expect(terms).toBeGreaterThanOrEqual(16);
      expect(terms).toBeLessThanOrEqual(1000);
    }
  });
});

describe('tick contracts against a seeded simulation of Gaussian tick moves', () => {
  const paths = 200_000;
  const ticks = 5;
  const draw = seededNormals(20_240_722);
  const highest = new Array<number>(ticks).fill(0);
  const lowest = new Array<number>(ticks).fill(0);
  let allUp = 0;
  for (let path = 0; path < paths; path += 1) {
    let level = 0;
    let max = -Infinity;
    let min = Infinity;
    let argMax = 0;
    let argMin = 0;
    let rising = true;
    for (let tick = 0; tick < ticks; tick += 1) {
      const move = draw();
      rising &&= move > 0;
      level += move;
      if (level > max) [max, argMax] = [level, tick];
      if (level < min) [min, argMin] = [level, tick];
    }
    highest[argMax] = (highest[argMax] ?? 0) + 1;
    lowest[argMin] = (lowest[argMin] ?? 0) + 1;
    if (rising) allUp += 1;
  }
  /** Four standard errors of a frequency near p. */
  const band = (p: number) => 4 * Math.sqrt((p * (1 - p)) / paths);

  it('TICKHIGH / TICKLOW: the selected tick is the extreme as often as the formula says', () => {
    for (let k = 1; k <= ticks; k += 1) {
      const p = tickHighLowProbability(k);
      expect(Math.abs((highest[k - 1] ?? 0) / paths - p)).toBeLessThan(band(p));
      expect(Math.abs((lowest[k - 1] ?? 0) / paths - p)).toBeLessThan(band(p));
    }
  });

  it('RUNHIGH: five rises in a row as often as 0.5⁵', () => {
    const p = runProbability(ticks);
    expect(Math.abs(allUp / paths - p)).toBeLessThan(band(p));
  });
});

describe('lookback limits', () => {
  const market: MarketInputs = { spot: 100, years: 900 / YEAR_SECONDS, discountRate: 0, drift: 0, vol: 1 };

  it('the zero-drift form is the limit of the drifting one', () => {
    const drifting = { ...market, drift: 1e-7 };
    expect(continuousFloatCall(drifting, 99.5)).toBeCloseTo(continuousFloatCall(market, 99.5), 6);
    expect(continuousFloatPut(drifting, 100.5)).toBeCloseTo(continuousFloatPut(market, 100.5), 6);
  });

  it('with ever finer ticks the discrete price tends to the continuous one plus the model markup', () => {
    const inputs = { market, runningMin: 99.5, runningMax: 100.5, multiplier: 1, generationIntervalSeconds: 1e-9 };
    const markup = 1 + LOOKBACK_MODEL_MARKUP;
    expect(lookbackCallPrice(inputs).perUnit).toBeCloseTo(continuousFloatCall(market, 99.5) * markup, 5);
    expect(lookbackPutPrice(inputs).perUnit).toBeCloseTo(continuousFloatPut(market, 100.5) * markup, 5);
  });

  it('discrete monitoring makes a lookback cheaper than continuous monitoring', () => {
    const inputs = { market, runningMin: 100, runningMax: 100, multiplier: 1, generationIntervalSeconds: 2 };
    expect(lookbackCallPrice(inputs).perUnit).toBeLessThan(continuousFloatCall(market, 100));
    expect(lookbackPutPrice(inputs).perUnit).toBeLessThan(continuousFloatPut(market, 100));
  });
});
