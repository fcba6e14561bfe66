import type { StoredAccount } from './stored-accounts';

/** The accounts in a log-in callback's query: acct1/token1/cur1, acct2/token2/cur2, ... */
export function accountsFromCallback(search: string): StoredAccount[] {
  const params = new URLSearchParams(search);
  const accounts: StoredAccount[] = [];
  for (let n = 1; params.has(`acct${n}`) && params.has(`token${n}`); n += 1) {
    accounts.push({
      loginid: params.get(`acct${n}`) ?? '',
      token: params.get(`token${n}`) ?? '',
      currency: params.get(`cur${n}`) ?? '',
    });
  }
  return accounts;
}

/** Log-in pages are recognised by their path (trading-core §2). */
export function isLoginPage(pathname: string): boolean {
  return pathname.includes('logged_inws') || pathname.includes('redirect');
}
