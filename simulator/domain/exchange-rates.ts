import Big from 'big.js';
import { CURRENCIES, type Currency } from './currencies';

/** Rates carry up to 8 decimals, as the platform's do. */
export const RATE_DECIMALS = 8;

/** USD prices set in a world (through the control API) in place of the currency table's, as decimal strings. */
export interface ExchangeRatesState {
  usd_prices: Record<string, string>;
}

export type ExchangeRatesChange = { type: 'exchange_rate_set'; currency: string; usd_price: string };

export function initialExchangeRates(): ExchangeRatesState {
  return { usd_prices: {} };
}

export function applyExchangeRatesChange(state: ExchangeRatesState, change: ExchangeRatesChange): void {
  state.usd_prices[change.currency] = change.usd_price;
}

/** The price of one unit of `currency` in USD in this world. */
export function usdPrice(state: ExchangeRatesState, currency: Currency): Big {
  return new Big(state.usd_prices[currency.code] ?? currency.usdRate);
}

/** How many units of `target` one unit of `base` buys. */
export function exchangeRate(state: ExchangeRatesState, base: Currency, target: Currency): Big {
  if (base.code === target.code) return new Big(1);
  return usdPrice(state, base).div(usdPrice(state, target)).round(RATE_DECIMALS, Big.roundHalfUp);
}

/**
 * `minor` units of `from` converted to whole minor units of `to` through the two USD prices (exactly,
 * not through the 8-decimal rate shown), rounded down: the platform never credits more than the rate gives.
 */
export function convertMinor(state: ExchangeRatesState, minor: number, from: Currency, to: Currency): number {
  const major = new Big(minor).div(new Big(10).pow(from.fractionalDigits));
  return major
    .times(usdPrice(state, from))
    .div(usdPrice(state, to))
    .times(new Big(10).pow(to.fractionalDigits))
    .round(0, Big.roundDown)
    .toNumber();
}

/** `usd` US dollars (whole or with cents) in minor units of `currency` at the world's rate. */
export function usdInMinor(state: ExchangeRatesState, usd: number, currency: Currency): number {
  const usdCurrency = CURRENCIES.find((each) => each.code === 'USD')!;
  return convertMinor(state, Math.round(usd * 100), usdCurrency, currency);
}
