import { currencyDecimals } from './currency';
import { formatMinorUnits, toMinorUnits } from './money';

/** "1,234.50 USD": a server amount with its currency's decimals. */
export function moneyText(amount: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  return `${formatMinorUnits(toMinorUnits(amount, decimals), decimals)} ${currency}`;
}
