// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_COOKIE_EXPIRY, readCookie, writeCookie, type CookieJar } from '../../src/lib/cookies';
import {
  FIRST_CONTACT_KEY,
  marketingDataOf,
  recordVisit,
  sanitizeMarketingValue,
  storedMarketingData,
} from '../../src/lib/marketing';

/** A cookie jar that remembers what was written, with each cookie's expiry. */
class RecordingJar implements CookieJar {
  readonly written = new Map<string, { value: string; expires: string }>();
  get cookie(): string {
    return [...this.written].map(([name, { value }]) => `${name}=${value}`).join('; ');
  }
  set cookie(line: string) {
    const [pair = '', ...attributes] = line.split('; ');
    const [name = '', value = ''] = pair.split('=');
    const expires = attributes.find((attribute) => attribute.startsWith('expires='))?.slice(8) ?? '';
    this.written.set(name, { value, expires });
  }
}

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);
const visit = (search: string, pathname = '/en/trading.html', referrer = '') => ({
  search,
  pathname,
  referrer,
  ownHost: 'strike.example',
  nowMs: NOW,
});

describe('marketing values', () => {
  it('keep letters, digits, whitespace and -._ only, at most 100 characters', () => {
    expect(sanitizeMarketingValue('spring_sale-2026 v1.2<script>"x"</script>')).toBe(
      'spring_sale-2026 v1.2scriptxscript',
    );
    expect(sanitizeMarketingValue('a'.repeat(150))).toHaveLength(100);
  });

  it('come from the utm parameters and another site as referrer', () => {
    expect(
      marketingDataOf(visit('?utm_source=news&utm_medium=email&utm_campaign=q4', '/', 'https://blog.example/post')),
    ).toEqual({ utm_source: 'news', utm_medium: 'email', utm_campaign: 'q4', referrer: 'blog.example' });
    expect(marketingDataOf(visit('', '/', 'https://strike.example/en/home.html'))).toEqual({});
  });
});

describe('recording a visit', () => {
  it('keeps utm data and gclid for 3 months, the affiliate token for 365 days', () => {
    const jar = new RecordingJar();
    const token = 'T'.repeat(32);
    recordVisit(jar, localStorage, visit(`?utm_source=ads&gclid=Cj0K.Q&t=${token}&s=partner`));
    expect(JSON.parse(decodeURIComponent(jar.written.get('utm_data')!.value))).toEqual({ utm_source: 'ads' });
    expect(jar.written.get('utm_data')!.expires).toBe(new Date(Date.UTC(2027, 1, 23, 10)).toUTCString());
    expect(jar.written.get('gclid')).toEqual({
      value: 'Cj0K.Q',
      expires: new Date(Date.UTC(2027, 1, 23, 10)).toUTCString(),
    });
    expect(jar.written.get('affiliate_tracking')!.expires).toBe(new Date(Date.UTC(2027, 10, 23, 10)).toUTCString());
    expect(storedMarketingData(jar)).toEqual({ utm_source: 'ads', gclid: 'Cj0K.Q', affiliate_token: token });
  });

  it('ignores an affiliate token that is not 32 characters', () => {
    const jar = new RecordingJar();
    recordVisit(jar, localStorage, visit('?t=short&s=x'));
    expect(jar.written.has('affiliate_tracking')).toBe(false);
  });

  it('records the day of first contact once', () => {
    localStorage.removeItem(FIRST_CONTACT_KEY);
    recordVisit(new RecordingJar(), localStorage, visit(''));
    expect(localStorage.getItem(FIRST_CONTACT_KEY)).toBe('2026-11-23');
    recordVisit(new RecordingJar(), localStorage, { ...visit(''), nowMs: NOW + 86_400_000 * 3 });
    expect(localStorage.getItem(FIRST_CONTACT_KEY)).toBe('2026-11-23');
  });

  it.each(['/en/logged_inws.html', '/en/redirect.html'])('records nothing on the log-in page %s', (pathname) => {
    const jar = new RecordingJar();
    recordVisit(jar, localStorage, visit('?utm_source=ads&gclid=abc', pathname));
    expect(jar.written.size).toBe(0);
  });
});

describe('cookies', () => {
  it('expire in 2037 unless told otherwise', () => {
    const jar = new RecordingJar();
    writeCookie(jar, 'language', 'DE');
    expect(jar.written.get('language')!.expires).toBe(DEFAULT_COOKIE_EXPIRY.toUTCString());
    expect(DEFAULT_COOKIE_EXPIRY.getUTCFullYear()).toBe(2037);
    expect(readCookie(jar, 'language')).toBe('DE');
    expect(readCookie(jar, 'missing')).toBeUndefined();
  });
});
