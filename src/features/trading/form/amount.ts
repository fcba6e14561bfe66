import Big from 'big.js';
import { currencyDecimals, isCryptoCurrency, type CurrenciesConfig } from '../../../lib/currency';
import { localize } from '../../../lib/localize';
import { bounds, decimals, firstError, multiplier, number, required } from '../../../lib/validators';
import type { FormName } from './contract-forms';

export type Basis = 'payout' | 'stake';

/** trading-core §9: the payout cap when the market gives none, and the smallest payout offered. */
export const DEFAULT_MAX_PAYOUT = 5000;
export const FALLBACK_MIN_PAYOUT = 10;

/** The numeric key filter: digits, one decimal point, and editing keys. */
export function amountKeyAllowed(key: string, text: string): boolean {
  if (key.length > 1) return true; // Backspace, arrows, Tab...
  if (/\d/.test(key)) return true;
  return key === '.' && !text.includes('.');
}

/**
 * The first problem of the amount: missing, not a number, more decimals than the currency has, or
 * (as a payout) above the market's maximum.
 */
export function amountError(
  text: string,
  options: { currency: string; basis: Basis; maxPayout?: number; config?: CurrenciesConfig },
): string | undefined {
  const currencyPlaces = currencyDecimals(options.currency, options.config);
  const rules = [required, number, decimals(currencyPlaces)];
  if (options.basis === 'payout') rules.push(bounds({ max: options.maxPayout ?? DEFAULT_MAX_PAYOUT }));
  const error = firstError(text.trim(), rules);
  if (error) return error;
  return new Big(text.trim()).gt(0) ? undefined : localize('Should be more than [_1]', 0);
}

/** Lookbacks are bought by multiplier, not by payout or stake: the amount field holds it. */
export function takesMultiplier(form: FormName | ''): boolean {
  return form === 'lookbackhigh' || form === 'lookbacklow' || form === 'lookbackhighlow';
}

/** The first problem of a multiplier: missing, not a number, above 1000 (trading-core §5), or not above 0. */
export function multiplierError(text: string): string | undefined {
  const error = firstError(text.trim(), [required, number, multiplier]);
  if (error) return error;
  return new Big(text.trim()).gt(0) ? undefined : localize('Should be more than [_1]', 0);
}

/** A multiplier's leading zeros go as it is typed: "007" is 7, "0.5" stays. */
export function withoutLeadingZeros(text: string): string {
  return text.replace(/^0+(?=\d)/, '');
}

/** Callputspread is sold by payout only: its stake choice is hidden (trading-core §4). */
export function basisOptions(form: FormName): readonly Basis[] {
  return form === 'callputspread' ? ['payout'] : ['payout', 'stake'];
}

/**
 * The amount a form starts with in a currency: its default stake (website_status `stake_default`), else
 * 10, cut to the currency's decimals.
 */
export function defaultAmount(currency = 'USD', config?: CurrenciesConfig): string {
  const stake = config?.[currency]?.stake_default ?? FALLBACK_MIN_PAYOUT;
  return new Big(stake).round(currencyDecimals(currency, config), Big.roundDown).toString();
}

/** Whether typing turned `text` into something the field may hold: digits, a point, the currency's decimals. */
export function amountAcceptable(text: string, currency: string, config?: CurrenciesConfig): boolean {
  const match = /^\d*(?:\.(\d*))?$/.exec(text);
  return match !== null && (match[1] ?? '').length <= currencyDecimals(currency, config);
}

/** Crypto amounts are kept apart (amount_crypto), so switching currency keeps each kind's own amount. */
export function amountField(currency: string, config?: CurrenciesConfig): 'amount' | 'amount_crypto' {
  return isCryptoCurrency(currency, config) ? 'amount_crypto' : 'amount';
}

/** One step up or down the payout list, by a whole unit of the currency, never below the minimum. */
export function stepAmount(text: string, direction: 1 | -1, minimum = FALLBACK_MIN_PAYOUT): string {
  const current = number(text.trim()) || text.trim() === '' ? new Big(minimum) : new Big(text.trim());
  const next = current.plus(direction);
  return (next.lt(minimum) ? new Big(minimum) : next).toString();
}
