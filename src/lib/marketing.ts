import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { readCookie, writeCookie, type CookieJar } from './cookies';

dayjs.extend(utc);

/** Where a visitor came from, kept for the sign-up request (accounts-and-money §3, §9). */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'referrer'] as const;
export type MarketingData = Partial<Record<(typeof UTM_FIELDS)[number] | 'gclid', string>>;

export const MARKETING_COOKIE = 'utm_data';
export const GCLID_COOKIE = 'gclid';
export const AFFILIATE_COOKIE = 'affiliate_tracking';
export const FIRST_CONTACT_KEY = 'date_first_contact';

const MARKETING_MONTHS = 3;
const AFFILIATE_DAYS = 365;
const AFFILIATE_TOKEN_LENGTH = 32;
const MAX_VALUE_LENGTH = 100;

/** Letters, digits, whitespace and -._ only, at most 100 characters. */
export function sanitizeMarketingValue(value: string): string {
  return value.replace(/[^a-zA-Z0-9\s\-._]/g, '').slice(0, MAX_VALUE_LENGTH);
}

export interface VisitInput {
  search: string;
  /** document.referrer: only another site's address counts. */
  referrer: string;
  ownHost: string;
  nowMs: number;
}

/** The marketing cookie's fields from this visit's address and referrer; empty when it brought none. */
export function marketingDataOf({ search, referrer, ownHost }: VisitInput): MarketingData {
  const params = new URLSearchParams(search);
  const data: MarketingData = {};
  for (const field of UTM_FIELDS) {
    const value = field === 'referrer' ? externalReferrer(referrer, ownHost) : params.get(field);
    const clean = value ? sanitizeMarketingValue(value) : '';
    if (clean) data[field] = clean;
  }
  return data;
}

function externalReferrer(referrer: string, ownHost: string): string | undefined {
  try {
    const url = new URL(referrer);
    return url.host === ownHost ? undefined : url.host;
  } catch {
    return undefined;
  }
}

/**
 * Records the visit's marketing data (3 months), gclid (3 months), the affiliate token `t` with `s`
 * (365 days, only a 32-character token) and the first day the visitor came (kept as it is once set).
 * Log-in pages carry the platform's own parameters, so they record nothing.
 */
export function recordVisit(
  jar: CookieJar,
  storage: Storage | undefined,
  visit: VisitInput & { pathname: string },
): void {
  if (isLoginPath(visit.pathname)) return;
  const now = dayjs.utc(visit.nowMs);
  const params = new URLSearchParams(visit.search);
  const data = marketingDataOf(visit);
  if (data.utm_source || data.utm_medium || data.utm_campaign) {
    writeCookie(jar, MARKETING_COOKIE, JSON.stringify(data), now.add(MARKETING_MONTHS, 'month').toDate());
  }
  const gclid = sanitizeMarketingValue(params.get('gclid') ?? '');
  if (gclid) writeCookie(jar, GCLID_COOKIE, gclid, now.add(MARKETING_MONTHS, 'month').toDate());
  const token = params.get('t') ?? '';
  if (token.length === AFFILIATE_TOKEN_LENGTH) {
    const affiliate = { t: token, s: sanitizeMarketingValue(params.get('s') ?? '') };
    writeCookie(jar, AFFILIATE_COOKIE, JSON.stringify(affiliate), now.add(AFFILIATE_DAYS, 'day').toDate());
  }
  if (storage && !storage.getItem(FIRST_CONTACT_KEY)) storage.setItem(FIRST_CONTACT_KEY, now.format('YYYY-MM-DD'));
}

/** What a sign-up request carries of the visitor's origin. */
export function storedMarketingData(jar: CookieJar): MarketingData & { affiliate_token?: string } {
  const data = parseObject(readCookie(jar, MARKETING_COOKIE));
  const affiliate = parseObject(readCookie(jar, AFFILIATE_COOKIE));
  const gclid = readCookie(jar, GCLID_COOKIE);
  const result: MarketingData & { affiliate_token?: string } = {};
  for (const field of UTM_FIELDS) if (typeof data[field] === 'string') result[field] = data[field];
  if (gclid) result.gclid = gclid;
  if (typeof affiliate.t === 'string') result.affiliate_token = affiliate.t;
  return result;
}

function parseObject(text: string | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Log-in pages are recognised by their path (trading-core §2). */
export function isLoginPath(pathname: string): boolean {
  return pathname.includes('logged_inws') || pathname.includes('redirect');
}
