/** Where the log-in page sends the browser back to, and with what. */

interface CallbackAccount {
  loginid: string;
  token: string;
  currency: string;
}

/** The `l` parameter as the app's routes take it: EN, ZH_CN, ... */
const LANGUAGE_PATTERN = /^[A-Za-z]{2,3}(_[A-Za-z]{2})?$/;

/** A redirect target we accept: an http(s) URL or a path on the same host (not "//host"). */
export function isRedirectTarget(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The app's log-in callback: the `redirect_uri` it asked for, else /<lang>/logged_inws.html on the
 * origin of the page that linked here (the Referer), else that path on this host.
 */
export function callbackBase(redirectUri: string | null, referer: string | undefined, language: string | null): string {
  if (redirectUri && isRedirectTarget(redirectUri)) return redirectUri;
  const segment = language && LANGUAGE_PATTERN.test(language) ? language.toLowerCase() : 'en';
  const path = `/${segment}/logged_inws.html`;
  if (!referer) return path;
  try {
    const origin = new URL(referer).origin;
    return origin === 'null' ? path : `${origin}${path}`;
  } catch {
    return path;
  }
}

/** The callback with acct1/token1/cur1, acct2/token2/cur2, ... for every account, keeping its own query. */
export function callbackUrl(base: string, accounts: readonly CallbackAccount[]): string {
  const query = new URLSearchParams();
  accounts.forEach((account, index) => {
    const n = index + 1;
    query.set(`acct${n}`, account.loginid);
    query.set(`token${n}`, account.token);
    query.set(`cur${n}`, account.currency);
  });
  const [withoutHash, hash] = base.split('#', 2);
  const separator = withoutHash!.includes('?') ? '&' : '?';
  return `${withoutHash}${separator}${query.toString()}${hash === undefined ? '' : `#${hash}`}`;
}
