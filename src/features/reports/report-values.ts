import { currencyDecimals, currencyDisplayCode } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { formatMinorUnits, minorUnitsToDecimalString, toMinorUnits } from '../../lib/money';
import { formatGmt } from '../../lib/time';

/** How a report writes a server amount: with the currency's decimals, in the page language ("1,234.50"). */
export function amountText(amount: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  return formatMinorUnits(toMinorUnits(amount, decimals), decimals);
}

/** A server amount as a plain decimal for a CSV file ("1234.50"): what a spreadsheet reads as a number. */
export function amountDecimal(amount: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  return minorUnitsToDecimalString(toMinorUnits(amount, decimals), decimals);
}

/** "profit", "loss" or "even": the colour of a signed amount. */
export function outcomeOf(amount: number): 'profit' | 'loss' | 'even' {
  return amount > 0 ? 'profit' : amount < 0 ? 'loss' : 'even';
}

/** A report's time (epoch seconds): "2026-11-23 09:41:07 GMT", in UTC (accounts-and-money §9). */
export function reportTime(epoch: number | null | undefined): string {
  return epoch == null ? '-' : formatGmt(epoch * 1000);
}

/** Each action's name, a function so each text is a literal the catalogue check can see. */
const ACTIONS: Readonly<Record<string, () => string>> = {
  buy: () => localize('Buy'),
  sell: () => localize('Sell'),
  deposit: () => localize('Deposit'),
  withdrawal: () => localize('Withdrawal'),
  virtual_credit: () => localize('Virtual credit'),
  transfer: () => localize('Transfer'),
  adjustment: () => localize('Adjustment'),
  hold: () => localize('Hold'),
  release: () => localize('Release'),
};

/** A statement row's action in the page language (an action the app does not know, as the server names it). */
export function actionText(action: string): string {
  return Object.hasOwn(ACTIONS, action) ? ACTIONS[action]!() : action;
}

/** The balance column's heading with the currency: "Balance (USD)". */
export function balanceHeading(currency: string): string {
  return localize('Balance ([_1])', currencyDisplayCode(currency));
}
