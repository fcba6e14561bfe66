import { d2, discountFactor, SMALL_TIME_YEARS, type MarketInputs } from './market-inputs';
import { normalCdf } from './math/normal';

/**
 * European digitals (BSM `Binaries::call/put`). CALL (rise, higher) wins when the exit is strictly
 * above the barrier, CALLE when at or above; the platform prices both with the same formula, and
 * likewise PUT and PUTE (pricing code PUT). Under one second to expiry they are worth their intrinsic value.
 */

export function callProbability(market: MarketInputs, barrier: number): number {
  if (market.years < SMALL_TIME_YEARS) return market.spot > barrier ? discountFactor(market) : 0;
  return discountFactor(market) * normalCdf(d2(market, barrier));
}

export function putProbability(market: MarketInputs, barrier: number): number {
  if (market.years < SMALL_TIME_YEARS) return market.spot < barrier ? discountFactor(market) : 0;
  return discountFactor(market) * normalCdf(-d2(market, barrier));
}

/**
 * European double digitals (BSM `Binaries::expirymiss/expiryrange`). EXPIRYMISS (ends outside) is a
 * digital call on the high barrier plus a digital put on the low one; EXPIRYRANGE (ends between) is
 * the discounted payout minus that. Barriers are not shifted: only the exit tick matters.
 */

export function expiryMissProbability(market: MarketInputs, highBarrier: number, lowBarrier: number): number {
  return callProbability(market, highBarrier) + putProbability(market, lowBarrier);
}

export function expiryRangeProbability(market: MarketInputs, highBarrier: number, lowBarrier: number): number {
  return discountFactor(market) - expiryMissProbability(market, highBarrier, lowBarrier);
}

/**
 * ASIANU / ASIAND win when the last tick is strictly above / below the average of the contract's
 * ticks. The platform prices them with the Black-Scholes engine under pricing codes CALL / PUT and,
 * at purchase, the barrier set to the current spot (BOM `Role/Asian.pm`); with zero rates that is
 * N(∓σ√t/2), t = ticks × generation interval. No Asian-specific volatility appears on that path.
 */

export function asianUpProbability(market: MarketInputs): number {
  return callProbability(market, market.spot);
}

export function asianDownProbability(market: MarketInputs): number {
  return putProbability(market, market.spot);
}
