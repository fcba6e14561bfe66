import { currencyDecimals, currencyDisplayCode } from './currency';
import { formatMinorUnits, toMinorUnits } from './money';

/** "1,234.50 USD" (in the page language): a server amount with its currency's decimals and display code. */
export function moneyText(amount: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  return `${formatMinorUnits(toMinorUnits(amount, decimals), decimals)} ${currencyDisplayCode(currency)}`;
}
