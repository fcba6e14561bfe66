import { discountFactor, type MarketInputs } from './market-inputs';
import { bivariateNormalCdf } from './math/bivariate-normal';
import { normalCdf } from './math/normal';

/**
 * RESETCALL / RESETPUT: a higher/lower digital whose barrier moves to the spot at the reset time
 * (half the life, see `resetTimeSeconds`) if the contract is out of the money then. The platform's
 * engine is private; this closed form is the reconstruction in the reference notes, which reproduces
 * every public test row to the cent. With μ' = μ − σ²/2, a(x) = (ln(S/K) + μ'x)/(σ√x),
 * b = μ'(T − τ)/(σ√(T − τ)) and ρ = √(τ/T):
 *   RESETCALL = e^{−rT}[M(a(τ), a(T); ρ) + N(−a(τ))·N(b)]
 *   RESETPUT  = e^{−rT}[M(−a(τ), −a(T); ρ) + N(a(τ))·N(−b)]
 * The first term wins on the original barrier; the second resets and then needs a move beyond the reset spot.
 */

interface ResetTerms {
  /** a(τ): standardised distance to the barrier at the reset time. */
  atReset: number;
  /** a(T): the same at expiry. */
  atExpiry: number;
  /** b: standardised drift over the time left after the reset. */
  afterReset: number;
  correlation: number;
}

function resetTerms(market: MarketInputs, barrier: number, resetYears: number): ResetTerms {
  const { spot, years, drift, vol } = market;
  if (!(resetYears > 0 && resetYears < years)) throw new RangeError('reset time must fall inside the contract');
  const logDrift = drift - (vol * vol) / 2;
  const standardised = (x: number): number => (Math.log(spot / barrier) + logDrift * x) / (vol * Math.sqrt(x));
  const remaining = years - resetYears;
  return {
    atReset: standardised(resetYears),
    atExpiry: standardised(years),
    afterReset: (logDrift * remaining) / (vol * Math.sqrt(remaining)),
    correlation: Math.sqrt(resetYears / years),
  };
}

export function resetCallProbability(market: MarketInputs, barrier: number, resetYears: number): number {
  const { atReset, atExpiry, afterReset, correlation } = resetTerms(market, barrier, resetYears);
  const keepsBarrier = bivariateNormalCdf(atReset, atExpiry, correlation);
  const resets = normalCdf(-atReset) * normalCdf(afterReset);
  return discountFactor(market) * (keepsBarrier + resets);
}

export function resetPutProbability(market: MarketInputs, barrier: number, resetYears: number): number {
  const { atReset, atExpiry, afterReset, correlation } = resetTerms(market, barrier, resetYears);
  const keepsBarrier = bivariateNormalCdf(-atReset, -atExpiry, correlation);
  const resets = normalCdf(atReset) * normalCdf(-afterReset);
  return discountFactor(market) * (keepsBarrier + resets);
}
