import { discountFactor, SMALL_TIME_YEARS, type MarketInputs } from './market-inputs';
import { normalCdf } from './math/normal';

/** When a barrier contract pays: at the hit (w = 0 in the platform's formulas) or at expiry (w = 1). */
export type PayoutTiming = 'at-hit' | 'at-expiry';

export function payoutTimingWeight(timing: PayoutTiming): 0 | 1 {
  return timing === 'at-hit' ? 0 : 1;
}

/**
 * ONETOUCH (BSM `Binaries::onetouch`, Rubinstein-Reiner): probability-weighted value of touching the
 * barrier before expiry. The platform's one-touch pays at the hit. Time is clamped to one second so
 * a contract waiting for its settlement tick still prices. ν² is floored at 0 for negative rates.
 */
export function oneTouchProbability(market: MarketInputs, barrier: number, timing: PayoutTiming = 'at-hit'): number {
  const { spot, discountRate, drift, vol } = market;
  const w = payoutTimingWeight(timing);
  const years = Math.max(market.years, SMALL_TIME_YEARS);
  const eta = spot < barrier ? -1 : 1;
  const theta = drift / vol - vol / 2;
  const nu = Math.sqrt(Math.max(0, theta * theta + 2 * (1 - w) * discountRate));
  const volSqrtT = vol * Math.sqrt(years);
  const logMoneyness = Math.log(spot / barrier);
  const e = (logMoneyness - vol * nu * years) / volSqrtT;
  const eMirror = (-logMoneyness - vol * nu * years) / volSqrtT;
  const ratio = barrier / spot;
  const value =
    ratio ** ((theta + nu) / vol) * normalCdf(-eta * e) + ratio ** ((theta - nu) / vol) * normalCdf(eta * eMirror);
  return Math.exp(-w * discountRate * years) * value;
}

/** NOTOUCH pays at expiry if the barrier was never touched: discounted payout minus a one-touch paid at expiry. */
export function noTouchProbability(market: MarketInputs, barrier: number): number {
  return discountFactor(market) - oneTouchProbability(market, barrier, 'at-expiry');
}
