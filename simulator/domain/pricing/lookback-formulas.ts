import { d1, d2, discountFactor, type MarketInputs } from './market-inputs';
import { normalCdf, normalPdf } from './math/normal';

/**
 * Continuously monitored floating-strike lookbacks per unit (Haug, "The Complete Guide to Option
 * Pricing Formulas", pp. 141-144; BSM `NonBinaries::lbfloatcall/lbfloatput`, LBK `Lookback.pm`).
 * LBFLOATCALL pays exit − running minimum, LBFLOATPUT running maximum − exit.
 */

/** Value of the extremum's future moves: L_min for the call (K = running min), L_max for the put (K = running max). */
function extremumTerm(market: MarketInputs, extremum: number, side: 'min' | 'max'): number {
  const { spot, years, drift, vol } = market;
  const dPlus = d1(market, extremum);
  const volSqrtT = vol * Math.sqrt(years);
  if (drift === 0) {
    const tail = side === 'max' ? normalCdf(dPlus) : normalCdf(dPlus) - 1;
    return spot * volSqrtT * (normalPdf(dPlus) + dPlus * tail);
  }
  const scale = (spot * vol * vol) / (2 * drift);
  const reflection = (spot / extremum) ** ((-2 * drift) / (vol * vol));
  const shift = ((2 * drift) / vol) * Math.sqrt(years);
  const growth = Math.exp(drift * years);
  return side === 'max'
    ? scale * (-reflection * normalCdf(dPlus - shift) + growth * normalCdf(dPlus))
    : scale * (reflection * normalCdf(-dPlus + shift) - growth * normalCdf(-dPlus));
}

export function continuousFloatCall(market: MarketInputs, runningMin: number): number {
  const forward = market.spot * Math.exp(market.drift * market.years);
  const value =
    forward * normalCdf(d1(market, runningMin)) -
    runningMin * normalCdf(d2(market, runningMin)) +
    extremumTerm(market, runningMin, 'min');
  return discountFactor(market) * value;
}

export function continuousFloatPut(market: MarketInputs, runningMax: number): number {
  const forward = market.spot * Math.exp(market.drift * market.years);
  const value =
    runningMax * normalCdf(-d2(market, runningMax)) -
    forward * normalCdf(-d1(market, runningMax)) +
    extremumTerm(market, runningMax, 'max');
  return discountFactor(market) * value;
}
