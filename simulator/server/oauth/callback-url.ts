/** Where the log-in page sends the browser back to, and with what. */

interface CallbackAccount {
  loginid: string;
  token: string;
  currency: string;
}

/** Stands for the log-in's language in a registered redirect URL: https://app.example/{lang}/logged_inws.html */
export const LANGUAGE_PLACEHOLDER = '{lang}';

/** The `l` parameter as the app's routes take it: EN, ZH_CN, ... */
const LANGUAGE_PATTERN = /^[A-Za-z]{2,3}(_[A-Za-z]{2})?$/;

const MAX_REDIRECT_URI_LENGTH = 2000;

/**
 * Whether an app may register `value` as its redirect URL: a full http(s) URL without credentials or
 * fragment (the callback's query goes on it), possibly with the {lang} placeholder.
 */
export function isRegistrableRedirectUri(value: string): boolean {
  if (value.length > MAX_REDIRECT_URI_LENGTH) return false;
  try {
    const url = new URL(value.replaceAll(LANGUAGE_PLACEHOLDER, 'en'));
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === '' &&
      !value.includes('#')
    );
  } catch {
    return false;
  }
}

/** The app's registered redirect URL for a log-in in `language` (the `l` parameter; English unless valid). */
export function callbackBase(registered: string, language: string | null): string {
  const segment = language && LANGUAGE_PATTERN.test(language) ? language.toLowerCase() : 'en';
  return registered.replaceAll(LANGUAGE_PLACEHOLDER, segment);
}

/**
 * The callback with acct1/token1/cur1, acct2/token2/cur2, ... for every account, then the app's
 * `state` when it sent one, keeping the base's own query.
 */
export function callbackUrl(base: string, accounts: readonly CallbackAccount[], state: string | null): string {
  const query = new URLSearchParams();
  accounts.forEach((account, index) => {
    const n = index + 1;
    query.set(`acct${n}`, account.loginid);
    query.set(`token${n}`, account.token);
    query.set(`cur${n}`, account.currency);
  });
  if (state !== null) query.set('state', state);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${query.toString()}`;
}
