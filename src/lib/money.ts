import Big from 'big.js';
import { localizedDecimal } from './number-format';

/*
 * Money inside the app is an integer count of minor units, so sums and differences are exact
 * integer arithmetic. big.js does the decimal work at the edges: server amounts coming in,
 * exchange rates and fees, and display. Binary floating point never touches an amount.
 * `decimals` is always the currency's, from `currencyDecimals` (./currency).
 */

/** A whole number of the currency's smallest unit: 12.34 USD is 1234, 0.002 BTC is 200000. Always a safe integer. */
export type MinorUnits = number;

export type ParsedAmount =
  | { readonly ok: true; readonly minorUnits: MinorUnits }
  | { readonly ok: false; readonly error: 'not_a_number' | 'too_many_decimals' | 'too_large' };

/** What an amount field accepts: digits with an optional dot and fraction ("10", "0.25"; not ".5" or "5."). */
const TYPED_AMOUNT = /^(\d+)(?:\.(\d+))?$/;

/**
 * Reads an amount the user typed. Surrounding spaces are ignored; signs, exponents, grouping
 * commas and more decimals than the currency has are refused, never rounded away.
 */
export function parseAmount(text: string, decimals: number): ParsedAmount {
  const match = TYPED_AMOUNT.exec(text.trim());
  if (!match) return { ok: false, error: 'not_a_number' };
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return { ok: false, error: 'too_many_decimals' };
  // Joining the digits and reading them as one integer is exact while the result is a safe integer.
  const minorUnits = Number(whole + fraction.padEnd(decimals, '0'));
  if (!Number.isSafeInteger(minorUnits)) return { ok: false, error: 'too_large' };
  return { ok: true, minorUnits };
}

/**
 * Minor units of an amount the server sent (a JSON number or decimal string), rounded half away
 * from zero to the currency's decimals, which also clears binary noise such as 0.30000000000000004.
 */
export function toMinorUnits(amount: number | string, decimals: number): MinorUnits {
  return roundedMinorUnits(new Big(amount).times(`1e${decimals}`));
}

/** "1234.50" for 123450 at 2 decimals: the plain decimal the API expects, without grouping. */
export function minorUnitsToDecimalString(amount: MinorUnits, decimals: number): string {
  const digits = Math.abs(checkedMinorUnits(amount))
    .toString()
    .padStart(decimals + 1, '0');
  const sign = amount < 0 ? '-' : '';
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

export function addMinorUnits(...amounts: readonly MinorUnits[]): MinorUnits {
  return checkedMinorUnits(amounts.reduce((total, amount) => total + checkedMinorUnits(amount), 0));
}

export function subtractMinorUnits(amount: MinorUnits, subtrahend: MinorUnits): MinorUnits {
  return checkedMinorUnits(checkedMinorUnits(amount) - checkedMinorUnits(subtrahend));
}

/**
 * `amount` (minor units at `fromDecimals`) times an exchange `rate`, in minor units at
 * `toDecimals`, rounded half away from zero.
 */
export function convertMinorUnits(
  amount: MinorUnits,
  rate: number | string,
  fromDecimals: number,
  toDecimals: number,
): MinorUnits {
  // Scaling by a power of ten with times() rather than div() keeps every step exact.
  return roundedMinorUnits(new Big(checkedMinorUnits(amount)).times(rate).times(`1e${toDecimals - fromDecimals}`));
}

/** `percent` % of `amount` (a transfer fee, say), rounded half away from zero to a whole minor unit. */
export function percentOfMinorUnits(amount: MinorUnits, percent: number | string): MinorUnits {
  return roundedMinorUnits(new Big(checkedMinorUnits(amount)).times(percent).times('1e-2'));
}

/** 123450 at 2 decimals -> "1,234.50": always the currency's decimals, grouped by thousands. */
export function formatMinorUnits(amount: MinorUnits, decimals: number): string {
  return groupThousands(minorUnitsToDecimalString(amount, decimals));
}

/**
 * A decimal number for display, grouped by thousands: with `decimals`, rounded half away from zero
 * and padded to exactly that many; without, as many as the value has (never in exponent form).
 */
export function formatDecimal(value: number | string, decimals?: number): string {
  const number = new Big(value);
  return groupThousands(decimals === undefined ? number.toFixed() : number.toFixed(decimals, Big.roundHalfUp));
}

/** "-1234567.5" -> "-1,234,567.5" (in the page language); the digits are left as they are. */
function groupThousands(decimal: string): string {
  return localizedDecimal(decimal as `${number}`);
}

function roundedMinorUnits(value: Big): MinorUnits {
  return checkedMinorUnits(Number(value.round(0, Big.roundHalfUp).toFixed(0)));
}

/** Refuses fractions (a float amount passed by mistake) and values past exact integer range. */
function checkedMinorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a whole, safe number of minor units`);
  return value;
}
