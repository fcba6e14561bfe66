import { currencyDecimals, currencyDisplayCode } from './currency';
import { formatMinorUnits, toMinorUnits } from './money';

/**
 * "1,234.50 USD" (in the page language): a server amount (a number, or a decimal string such as a
 * proposal's display_value) with its currency's decimals and display code.
 */
export function moneyText(amount: number | string, currency: string): string {
  const decimals = currencyDecimals(currency);
  return `${formatMinorUnits(toMinorUnits(amount, decimals), decimals)} ${currencyDisplayCode(currency)}`;
}
