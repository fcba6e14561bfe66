/**
 * Black-Scholes-Merton inputs shared by the closed forms. Rates and volatility are annual decimals.
 * For the synthetic indices intraday both rates are 0; Bull/Bear indices carry a drift (README §2).
 */
export interface MarketInputs {
  spot: number;
  /** Time to expiry in years; see `pricingYears`. */
  years: number;
  /** r_q: discount rate of the payout currency. */
  discountRate: number;
  /** μ = r − q: drift of the underlying under the pricing measure. */
  drift: number;
  vol: number;
}

export const SECONDS_PER_YEAR = 365 * 86_400;

/** One second in years: below it digitals are worth their intrinsic value and touch formulas clamp time. */
export const SMALL_TIME_YEARS = 1 / SECONDS_PER_YEAR;

export function discountFactor(market: MarketInputs): number {
  return Math.exp(-market.discountRate * market.years);
}

/** d1 of Black-Scholes-Merton for a strike. */
export function d1(market: MarketInputs, strike: number): number {
  const { spot, years, drift, vol } = market;
  return (Math.log(spot / strike) + (drift + (vol * vol) / 2) * years) / (vol * Math.sqrt(years));
}

/** d2 = d1 − σ√t: N(d2) is the risk-neutral probability of ending above the strike. */
export function d2(market: MarketInputs, strike: number): number {
  const { spot, years, drift, vol } = market;
  return (Math.log(spot / strike) + (drift - (vol * vol) / 2) * years) / (vol * Math.sqrt(years));
}
