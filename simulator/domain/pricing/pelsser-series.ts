import type { MarketInputs } from './market-inputs';
import { payoutTimingWeight, type PayoutTiming } from './touch';

/**
 * Pelsser (1997) series for double-barrier one-touch legs, as in BSM `Binaries.pm`: the value of
 * touching one barrier before the other. The series is truncated once its tail is below
 * PELSSER_ACCURACY (1e-5 of the payout), between 16 and 1000 terms.
 */

export const PELSSER_ACCURACY = 1e-5;
const MIN_TERMS = 16;
const MAX_TERMS = 1000;
/** Below this μ̂h/σ², sinh(a)/sinh(b) is replaced by its limit a/b. */
const SMALL_HYPERBOLIC_ARGUMENT = 1e-10;

export interface DoubleBarrierGeometry {
  market: MarketInputs;
  highBarrier: number;
  lowBarrier: number;
  timing: PayoutTiming;
}

interface SeriesTerms {
  h: number;
  x: number;
  variance: number;
  /** μ' = μ − σ²/2, the drift of log-spot. */
  logDrift: number;
  /** μ̂ = √(μ'² + 2σ²r(1 − w)). */
  adjustedDrift: number;
  w: 0 | 1;
}

function seriesTerms({ market, highBarrier, lowBarrier, timing }: DoubleBarrierGeometry): SeriesTerms {
  const w = payoutTimingWeight(timing);
  const variance = market.vol * market.vol;
  const logDrift = market.drift - variance / 2;
  return {
    h: Math.log(highBarrier / lowBarrier),
    x: Math.log(market.spot / lowBarrier),
    variance,
    logDrift,
    adjustedDrift: Math.sqrt(Math.max(0, logDrift * logDrift + 2 * variance * market.discountRate * (1 - w))),
    w,
  };
}

function legTermCount(terms: SeriesTerms, years: number, accuracy: number): number {
  const { h, x, variance, logDrift, adjustedDrift } = terms;
  const decay = (adjustedDrift * adjustedDrift) / (2 * variance);
  const growth = (Math.PI * Math.PI * variance) / (2 * h * h);
  const delta = accuracy * Math.exp((-logDrift * (h - x)) / variance) * ((h * h) / (Math.PI * variance));
  if (!(delta * growth > 0)) throw new RangeError('Pelsser series: too many terms would be needed');
  const kMin = Math.sqrt(Math.log(Math.max(Math.exp(-decay * years) / (growth * delta), 1)) / (growth * years));
  if (kMin < MIN_TERMS) return MIN_TERMS;
  if (kMin > MAX_TERMS) return MAX_TERMS;
  return Math.floor(kMin);
}

/** Number of series terms n (the loop sums k = 1 … n − 1) for the requested accuracy, as the platform estimates it. */
export function pelsserTermCount(geometry: DoubleBarrierGeometry, accuracy = PELSSER_ACCURACY): number {
  const terms = seriesTerms(geometry);
  const target = accuracy > 0 && accuracy <= PELSSER_ACCURACY ? accuracy : PELSSER_ACCURACY;
  const years = geometry.market.years;
  const upLeg = legTermCount(terms, years, target);
  const downLeg = legTermCount(terms, years, target * Math.exp((terms.logDrift * terms.h) / terms.variance));
  return Math.max(upLeg, downLeg);
}

/**
 * Largest first term the series may have before round-off swamps the required accuracy; beyond
 * it the platform refuses to price (barriers too far apart, vol too low or rates too high).
 */
function stabilityLimit(terms: SeriesTerms, upLeg: boolean): number {
  const { h, x, variance, logDrift } = terms;
  const distance = (upLeg ? h : 0) - x;
  const numerator = PELSSER_ACCURACY * Math.exp(1 - (logDrift * distance) / variance);
  const denominator =
    (Math.E * (Math.PI + 1) + (Math.max(logDrift * distance, 0) * Math.PI) / variance) * Number.EPSILON;
  return numerator / denominator;
}

/** One leg before its drift factor: the hyperbolic part minus the truncated series, discounted when paid at expiry. */
function legCore(geometry: DoubleBarrierGeometry, terms: SeriesTerms, upLeg: boolean, termCount: number): number {
  const { h, variance, adjustedDrift, w } = terms;
  const { years, discountRate } = geometry.market;
  const x = upLeg ? terms.x : h - terms.x;
  const limit = stabilityLimit(terms, upLeg);
  let series = 0;
  for (let k = 1; k < termCount; k += 1) {
    const lambda =
      0.5 * ((adjustedDrift * adjustedDrift) / variance + (k * k * Math.PI * Math.PI * variance) / (h * h));
    const phi = (variance / (h * h)) * Math.exp(-lambda * years) * (k / lambda);
    series += phi * Math.PI * Math.sin((k * Math.PI * (h - x)) / h);
    if (k === 1 && !(Math.abs(phi) < limit)) {
      throw new RangeError('Pelsser series: stability condition not met for these barriers');
    }
  }
  const hyperbolic =
    Math.abs((adjustedDrift * h) / variance) < SMALL_HYPERBOLIC_ARGUMENT
      ? x / h
      : Math.sinh((adjustedDrift * x) / variance) / Math.sinh((adjustedDrift * h) / variance);
  return (hyperbolic - series) * Math.exp(-discountRate * years * w);
}

/** Touch the high barrier before the low one (V_RAHU) plus the reverse (V_RAHL). */
export function doubleBarrierTouchValue(geometry: DoubleBarrierGeometry): number {
  const terms = seriesTerms(geometry);
  const termCount = pelsserTermCount(geometry);
  const { h, x, variance, logDrift } = terms;
  const upFirst = Math.exp((logDrift * (h - x)) / variance) * legCore(geometry, terms, true, termCount);
  const downFirst = Math.exp((-logDrift * x) / variance) * legCore(geometry, terms, false, termCount);
  return upFirst + downFirst;
}
