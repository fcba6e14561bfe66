import Big from 'big.js';
import type { Mt5Login } from '../../api/endpoints/mt5';

/** The MT5 page's sections (accounts-and-money "MT5 page"). */
export type Mt5Group = 'demo' | 'mam' | 'real';

/** Demo accounts, real accounts run by a money manager (MAM), and the other real-money accounts. */
export function groupOf(account: Mt5Login): Mt5Group {
  if (account.account_type === 'demo') return 'demo';
  return account.manager_id ? 'mam' : 'real';
}

export function groupAccounts(accounts: readonly Mt5Login[]): Record<Mt5Group, Mt5Login[]> {
  const groups: Record<Mt5Group, Mt5Login[]> = { demo: [], mam: [], real: [] };
  for (const account of accounts) groups[groupOf(account)].push(account);
  return groups;
}

/** A demo account may be topped up while it holds 1,000 or less (accounts-and-money §4 "MT5"). */
export const DEMO_TOP_UP_THRESHOLD = 1000;

export function demoTopUpAllowed(account: Mt5Login): boolean {
  return (
    account.account_type === 'demo' &&
    account.balance !== undefined &&
    new Big(account.balance).lte(DEMO_TOP_UP_THRESHOLD)
  );
}
