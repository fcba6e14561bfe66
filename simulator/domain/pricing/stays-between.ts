import { discountFactor, SMALL_TIME_YEARS, type MarketInputs } from './market-inputs';
import { doubleBarrierTouchValue, PELSSER_ACCURACY } from './pelsser-series';
import { oneTouchProbability, type PayoutTiming } from './touch';

/**
 * Double-barrier path-dependent contracts (BSM `Binaries::upordown/range`). UPORDOWN (goes outside)
 * pays at the first touch of either barrier; RANGE (stays between) pays at expiry if neither was
 * touched. Synthetic indices price them with barriers shifted by `shiftedBarrier`.
 */

/** Slack for the sanity bounds against the two single one-touches. */
const SANITY_TOLERANCE = 1e-5;

export function upOrDownProbability(
  market: MarketInputs,
  highBarrier: number,
  lowBarrier: number,
  timing: PayoutTiming = 'at-hit',
): number {
  const clamped: MarketInputs = { ...market, years: Math.max(market.years, SMALL_TIME_YEARS) };
  const discount = discountFactor(clamped);
  if (market.spot >= highBarrier || market.spot <= lowBarrier) return timing === 'at-hit' ? 1 : discount;

  const touchHigh = oneTouchProbability(clamped, highBarrier, timing);
  const touchLow = oneTouchProbability(clamped, lowBarrier, timing);
  // Too small for the series to be meaningful.
  if (touchHigh + touchLow < PELSSER_ACCURACY) return 0;

  let value: number;
  if ((touchHigh === 0) !== (touchLow === 0)) {
    value = Math.max(touchHigh, touchLow);
  } else {
    value = doubleBarrierTouchValue({ market: clamped, highBarrier, lowBarrier, timing });
  }
  // Paid at expiry and within the series accuracy of certain: snap, so that RANGE cannot go negative.
  if (timing === 'at-expiry' && Math.abs(discount - value) < PELSSER_ACCURACY) value = discount;

  const consistent =
    value < touchHigh + touchLow + SANITY_TOLERANCE &&
    value + SANITY_TOLERANCE > touchHigh &&
    value + SANITY_TOLERANCE > touchLow;
  if (!consistent) throw new RangeError('UPORDOWN price failed its sanity checks against the single one-touches');
  return value;
}

export function rangeProbability(market: MarketInputs, highBarrier: number, lowBarrier: number): number {
  return discountFactor(market) - upOrDownProbability(market, highBarrier, lowBarrier, 'at-expiry');
}
