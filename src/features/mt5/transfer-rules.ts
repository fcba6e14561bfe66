import Big from 'big.js';
import type { UsdRates } from '../../api/endpoints/mt5';
import { currencyDecimals } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { bounds, decimals, number, required, type FieldRules, type Validator } from '../../lib/validators';

/** MT5 transfers: at least 1 USD, at most 20000 USD, converted into the currency sent (accounts-and-money §9). */
export const MT5_TRANSFER_USD = { min: 1, max: 20_000 } as const;
/** MT5 withdrawals take 2 decimals whatever the currency. */
const WITHDRAWAL_DECIMALS = 2;

export interface TransferLimits {
  min: string;
  max: string;
  decimals: number;
}

/** How many units of `currency` one USD buys, per the rates; undefined when the rates lack it. */
export function usdRate(rates: UsdRates, currency: string): string | undefined {
  if (currency === 'USD') return '1';
  const rate = rates.rates[currency];
  if (rate === undefined) return undefined;
  return String(typeof rate === 'number' ? rate : rate.spot_rate);
}

/** The transfer limits in `currency` at `decimals`, or undefined while its rate is unknown. */
export function transferLimits(rates: UsdRates, currency: string, shownDecimals: number): TransferLimits | undefined {
  const rate = usdRate(rates, currency);
  if (rate === undefined) return undefined;
  const inCurrency = (usd: number) => new Big(usd).times(rate).toFixed(shownDecimals, Big.roundHalfUp);
  return { min: inCurrency(MT5_TRANSFER_USD.min), max: inCurrency(MT5_TRANSFER_USD.max), decimals: shownDecimals };
}

/**
 * The deposit's limits in the trading account's currency, with its decimals: the deposit leaves the
 * trading account, so it is also at most what that account may still withdraw (`withdrawalRemainder`).
 */
export function depositLimits(
  rates: UsdRates,
  currency: string,
  withdrawalRemainder: number,
): TransferLimits | undefined {
  const decimalsShown = currencyDecimals(currency);
  const limits = transferLimits(rates, currency, decimalsShown);
  if (!limits) return undefined;
  const remainder = new Big(withdrawalRemainder).round(decimalsShown, Big.roundDown);
  return remainder.lt(limits.max) ? { ...limits, max: remainder.toFixed(decimalsShown) } : limits;
}

/** The withdrawal's limits in the MT5 account's currency, at 2 decimals. */
export function withdrawalLimits(rates: UsdRates, currency: string): TransferLimits | undefined {
  return transferLimits(rates, currency, WITHDRAWAL_DECIMALS);
}

/** Not more than the trading account holds. Leaves non-numbers to `number`. */
export function withinBalance(balance: number): Validator {
  return (value) =>
    /^\d+(?:\.\d+)?$/.test(value) && new Big(value).gt(balance)
      ? localize('You have insufficient funds in your Binary account, please add funds.')
      : undefined;
}

export type DepositValues = { amount: string };
export type WithdrawalValues = { amount: string; main_password: string };

export const WITHDRAWAL_PASSWORD_FIELDS = ['main_password'] as const;

/** accounts-and-money §5 "MT5": a number with the currency's decimals, within the limits and the balance. */
export function depositRules(limits: TransferLimits, balance: number): FieldRules<DepositValues> {
  return {
    amount: [required, number, decimals(limits.decimals), bounds(limits), withinBalance(balance)],
  };
}

/** accounts-and-money §5 "MT5": a number with 2 decimals within the limits, and the main password. */
export function withdrawalRules(limits: TransferLimits): FieldRules<WithdrawalValues> {
  return {
    amount: [required, number, decimals(limits.decimals), bounds(limits)],
    main_password: [required],
  };
}
