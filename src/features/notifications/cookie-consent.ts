import { readCookie, writeCookie, type CookieJar } from '../../lib/cookies';

/** The cookie that remembers a visitor accepted cookies (accounts-and-money §6). */
export const COOKIE_CONSENT = 'CookieConsent';

/**
 * Whether the visitor accepted cookies. A cookie, not web storage, so the answer is kept where the
 * browser blocks storage; a browser that refuses cookies too (reading them throws) has not accepted.
 */
export function hasConsentedToCookies(jar: CookieJar): boolean {
  try {
    return readCookie(jar, COOKIE_CONSENT) === '1';
  } catch {
    return false;
  }
}

/** Remembers the consent until the site's cookie expiry; where cookies are refused it lasts the page's life. */
export function rememberCookieConsent(jar: CookieJar): void {
  try {
    writeCookie(jar, COOKIE_CONSENT, '1');
  } catch {
    // Nothing to keep it in: the bar stays hidden until the page is loaded again.
  }
}
