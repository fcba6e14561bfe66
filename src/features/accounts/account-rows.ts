import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { Account } from '../session';

dayjs.extend(utc);

type ListedAccount = Account['account_list'][number];

/** An account of the client as the accounts page lists it. */
export interface AccountRow {
  loginid: string;
  /** The landing company shortcode, whose markets the row shows. */
  company: string;
  currency: string;
  state: 'active' | 'disabled' | 'excluded';
  /** The last day of an excluded account's exclusion, YYYY-MM-DD (UTC). */
  excludedUntil?: string;
}

function stateOf(entry: ListedAccount, nowSeconds: number): AccountRow['state'] {
  if (entry.is_disabled === 1) return 'disabled';
  return entry.excluded_until !== undefined && entry.excluded_until > nowSeconds ? 'excluded' : 'active';
}

/**
 * The client's accounts (accounts-and-money §2 "Accounts page"): the active ones first, then the
 * disabled and the excluded ones, each group in authorize's order.
 */
export function accountRows(list: readonly ListedAccount[], nowSeconds: number): AccountRow[] {
  const rows = list.map((entry): AccountRow => {
    const state = stateOf(entry, nowSeconds);
    return {
      loginid: entry.loginid,
      company: entry.landing_company_name,
      currency: entry.currency ?? '',
      state,
      ...(state === 'excluded' && {
        excludedUntil: dayjs
          .unix(entry.excluded_until ?? 0)
          .utc()
          .format('YYYY-MM-DD'),
      }),
    };
  });
  return [...rows.filter((row) => row.state === 'active'), ...rows.filter((row) => row.state !== 'active')];
}

/**
 * Whether the client may open another account with the current account's company (§4 "Account
 * kinds": multi-account opening is allowed when the current company is upgradeable).
 */
export function multiAccountAllowed(account: Account): boolean {
  return account.is_virtual !== 1 && account.upgradeable_landing_companies.includes(account.landing_company_name);
}
