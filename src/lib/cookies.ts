/** Cookies the site keeps: unless told otherwise they last until 2037 (accounts-and-money §9). */
export const DEFAULT_COOKIE_EXPIRY = new Date(Date.UTC(2037, 0, 1));

export interface CookieJar {
  cookie: string;
}

export function readCookie(jar: CookieJar, name: string): string | undefined {
  for (const part of jar.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function writeCookie(jar: CookieJar, name: string, value: string, expires: Date = DEFAULT_COOKIE_EXPIRY): void {
  jar.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
}
