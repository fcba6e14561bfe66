import Big from 'big.js';
import { CURRENCIES, type Currency } from '../currencies';

/** The currency table entry for a code, or undefined for a code the platform does not offer. */
export function currencyNamed(code: string): Currency | undefined {
  return CURRENCY_BY_CODE.get(code);
}

const CURRENCY_BY_CODE = new Map(CURRENCIES.map((currency) => [currency.code, currency]));

/**
 * An amount in whole minor units (cents, satoshis): the only form money takes inside the simulator.
 * Throws when the amount is not a finite decimal or has more decimals than the currency allows.
 */
export function toMinorUnits(amount: number | string, currency: Currency): number {
  let value: Big;
  try {
    value = new Big(amount);
  } catch {
    throw new RangeError(`"${amount}" is not an amount`);
  }
  const minor = value.times(new Big(10).pow(currency.fractionalDigits));
  if (!minor.eq(minor.round(0, Big.roundDown)))
    throw new RangeError(`${currency.code} amounts have at most ${currency.fractionalDigits} decimals, got ${amount}`);
  const result = minor.toNumber();
  if (!Number.isSafeInteger(result)) throw new RangeError(`${amount} ${currency.code} is too large`);
  return result;
}

/** The JSON number the API sends for an amount kept in minor units. */
export function fromMinorUnits(minor: number, currency: Currency): number {
  return new Big(minor).div(new Big(10).pow(currency.fractionalDigits)).toNumber();
}

/** The largest amount kept exactly in minor units (2^53 - 1 of them), as a decimal string in the currency. */
export function largestAmount(currency: Currency): string {
  return new Big(Number.MAX_SAFE_INTEGER)
    .div(new Big(10).pow(currency.fractionalDigits))
    .toFixed(currency.fractionalDigits);
}

export interface Amount {
  amount: number;
  currency: Currency;
}

/** Sums amounts of any currencies in `to`, through their USD prices, rounding once to its decimals. */
export function totalIn(amounts: readonly Amount[], to: Currency): number {
  return amounts
    .reduce(
      (sum, { amount, currency }) => sum.plus(new Big(amount).times(currency.usdRate).div(to.usdRate)),
      new Big(0),
    )
    .round(to.fractionalDigits, Big.roundHalfUp)
    .toNumber();
}
