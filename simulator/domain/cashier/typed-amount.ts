import Big from 'big.js';
import type { Currency } from '../currencies';
import { largestAmount } from '../ledger/money';
import type { CashierAction } from './checks';
import { MAXIMUM_DEPOSIT, minimumWithdrawal } from './currency-limits';

/** What the cashier page makes of a typed amount: minor units, or what to tell the client. */
export type TypedAmount = { minor: number } | { refusal: string };

/** Digits with an optional fraction, as the app's amount fields take them (no sign, no exponent). */
const DECIMAL_NUMBER = /^\d+(?:\.(\d+))?$/;

/** 100,000.00: grouped by thousands, with the currency's decimals, as the app shows limits. */
function shown(amount: Big, currency: Currency): string {
  const [whole = '', fraction] = amount.toFixed(currency.fractionalDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * Reads an amount typed into the cashier page, in the spec's validation words (accounts-and-money
 * §5): a deposit lies between one minor unit and the lesser of the platform's maximum and what the
 * balance can still take; a withdrawal is at least the currency's minimum, and one past what any
 * balance can hold is simply more than the balance.
 */
export function typedAmount(
  text: string,
  currency: Currency,
  action: CashierAction,
  balanceMinor: number,
): TypedAmount {
  const digits = currency.fractionalDigits;
  const match = DECIMAL_NUMBER.exec(text.trim());
  if (!match) return { refusal: 'Should be a valid number.' };
  if ((match[1] ?? '').length > digits) return { refusal: `Up to ${digits} decimal places are allowed.` };
  const amount = new Big(match[0]);
  const unit = new Big(10).pow(digits);
  if (action === 'deposit') {
    const room = new Big(Number.MAX_SAFE_INTEGER - balanceMinor).div(unit);
    const maximum = room.lt(MAXIMUM_DEPOSIT) ? room : new Big(MAXIMUM_DEPOSIT);
    const minimum = new Big(1).div(unit);
    if (amount.lt(minimum) || amount.gt(maximum))
      return { refusal: `Should be between ${shown(minimum, currency)} and ${shown(maximum, currency)}` };
  } else {
    const minimum = minimumWithdrawal(currency);
    if (amount.lt(minimum)) return { refusal: `The minimum withdrawal is ${minimum} ${currency.code}.` };
    if (amount.gt(largestAmount(currency))) return { refusal: 'Insufficient balance.' };
  }
  return { minor: amount.times(unit).toNumber() };
}
