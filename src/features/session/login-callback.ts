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

/** Where the log-in started from, kept for the callback (session storage: this tab only). */
export const REDIRECT_URL_KEY = 'redirect_url';

/** Pages a client should not land on after logging in: log-in, password recovery, home and not-found pages. */
const NOT_A_DESTINATION =
  /\/(?:logged_inws|lost_passwordws|reset_passwordws|redirect|home|404|oauth2)(?:\.html)?(?:[?#/]|$)|^\/?[^/]*\/?$/;

/**
 * The page to open after logging in: the stored one if it was a real page of this site, else the
 * default page; either way in the language the client logged in with.
 */
export function destinationAfterLogin(stored: string | null, language: string, defaultPage: string): string {
  const fallback = `/${language}/${defaultPage}`;
  if (!stored || !stored.startsWith('/') || stored.startsWith('//')) return fallback;
  const path = stored.split(/[?#]/, 1)[0] ?? '';
  if (NOT_A_DESTINATION.test(path)) return fallback;
  return stored.replace(/^\/[^/]+/, `/${language}`);
}
