import { d1, d2, discountFactor, type MarketInputs } from './market-inputs';
import { normalCdf } from './math/normal';

/** Black-Scholes-Merton vanilla options (BSM `NonBinaries::vanilla_call/put`), the legs of the spreads. */

export function vanillaCall(market: MarketInputs, strike: number): number {
  const forward = market.spot * Math.exp(market.drift * market.years);
  return discountFactor(market) * (forward * normalCdf(d1(market, strike)) - strike * normalCdf(d2(market, strike)));
}

export function vanillaPut(market: MarketInputs, strike: number): number {
  const forward = market.spot * Math.exp(market.drift * market.years);
  return discountFactor(market) * (strike * normalCdf(-d2(market, strike)) - forward * normalCdf(-d1(market, strike)));
}

/**
 * CALLSPREAD / PUTSPREAD (BSM `NonBinaries::callspread/putspread`): a long vanilla at one barrier
 * and a short one at the other, scaled so that the maximum payoff equals the payout:
 * multiplier = payout / (high − low). Payout basis only.
 */

export function spreadMultiplier(payout: number, highBarrier: number, lowBarrier: number): number {
  return payout / (highBarrier - lowBarrier);
}

/** Pays payout × clamp((exit − low)/(high − low), 0, 1). */
export function callSpreadPrice(market: MarketInputs, highBarrier: number, lowBarrier: number, payout: number): number {
  const spread = vanillaCall(market, lowBarrier) - vanillaCall(market, highBarrier);
  return spreadMultiplier(payout, highBarrier, lowBarrier) * spread;
}

/** Pays payout × clamp((high − exit)/(high − low), 0, 1). */
export function putSpreadPrice(market: MarketInputs, highBarrier: number, lowBarrier: number, payout: number): number {
  const spread = vanillaPut(market, highBarrier) - vanillaPut(market, lowBarrier);
  return spreadMultiplier(payout, highBarrier, lowBarrier) * spread;
}

export type SpreadBarrierRange = 'tight' | 'middle' | 'wide';

/** Width of the middle and wide ranges in one-day standard deviations (`default_barrier_multiplier.yml`). */
const RANGE_STANDARD_DEVIATIONS: Record<Exclude<SpreadBarrierRange, 'tight'>, number> = { middle: 0.1, wide: 1 };

export interface SpreadBarrierInputs {
  spot: number;
  vol: number;
  pipSize: number;
  range: SpreadBarrierRange;
  /** 365 for synthetic indices, 252 for other markets. */
  daysPerYear: number;
}

/**
 * The barriers offered for a spread (BOM `Role/DoubleBarrier.pm`): one pip either side of the spot
 * for "tight", else spot ± spot·σ·√(1/daysPerYear)·k, rounded to the pip.
 */
export function spreadBarriers({ spot, vol, pipSize, range, daysPerYear }: SpreadBarrierInputs): {
  highBarrier: number;
  lowBarrier: number;
} {
  const offset =
    range === 'tight' ? pipSize : spot * vol * Math.sqrt(1 / daysPerYear) * RANGE_STANDARD_DEVIATIONS[range];
  return { highBarrier: roundToPip(spot + offset, pipSize), lowBarrier: roundToPip(spot - offset, pipSize) };
}

function roundToPip(value: number, pipSize: number): number {
  const decimals = Math.max(0, Math.round(-Math.log10(pipSize)));
  return Number((Math.round(value / pipSize) * pipSize).toFixed(decimals));
}
