import type { Balances } from '../../api/endpoints/balance';
import { currencyDecimals, currencyDisplayCode } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { formatDecimal } from '../../lib/money';

/** "10,000.00 USD", with the currency's decimals; accounts without a currency say so. */
export function formatBalance(amount: number | undefined, currency: string): string {
  if (!currency) return localize('No currency assigned');
  if (amount === undefined) return currencyDisplayCode(currency);
  return `${formatDecimal(amount, currencyDecimals(currency))} ${currencyDisplayCode(currency)}`;
}

/** The balance of `loginid` in the balance stream's answer, if it has one. */
export function balanceOf(balances: Balances | null | undefined, loginid: string): number | undefined {
  if (!balances) return undefined;
  if (balances.loginid === loginid) return balances.balance;
  return balances.accounts?.[loginid]?.balance;
}
