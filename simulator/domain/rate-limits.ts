import type { CallName } from '../../schemas/generated/types';

/** The platform's rate-limit buckets; every call counts against exactly one. */
export type RateBucket =
  | 'websocket_call'
  | 'websocket_call_expensive'
  | 'websocket_call_pricing'
  | 'websocket_real_pricing'
  | 'virtual_buy_transaction'
  | 'virtual_sell_transaction'
  | 'websocket_call_email'
  | 'websocket_call_password'
  | 'trading_platform';

export interface RateLimit {
  minutely: number;
  hourly: number;
}

export type RateLimits = Record<RateBucket, RateLimit>;

/** Defaults: the advertised general, outcome and pricing figures; the rest in the same spirit. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  websocket_call: { minutely: 180, hourly: 14400 },
  websocket_call_expensive: { minutely: 25, hourly: 1500 },
  websocket_call_pricing: { minutely: 80, hourly: 3600 },
  websocket_real_pricing: { minutely: 80, hourly: 3600 },
  virtual_buy_transaction: { minutely: 60, hourly: 3600 },
  virtual_sell_transaction: { minutely: 60, hourly: 3600 },
  websocket_call_email: { minutely: 5, hourly: 30 },
  websocket_call_password: { minutely: 5, hourly: 30 },
  trading_platform: { minutely: 60, hourly: 2000 },
};

/** A world's limits: the defaults, with the buckets its fixture overrides. */
export function withOverrides(overrides: Partial<RateLimits> | undefined): RateLimits {
  return { ...DEFAULT_RATE_LIMITS, ...overrides };
}

const EXPENSIVE = new Set<string>([
  'portfolio',
  'profit_table',
  'reality_check',
  'account_statistics',
  'account_security',
]);
const TRADING_PLATFORM = new Set<string>([
  'statement',
  'balance',
  'get_account_status',
  'get_limits',
  'set_self_exclusion',
  'set_account_currency',
  'transfer_between_accounts',
]);

/** Which bucket a call counts against; pricing and trades depend on the account being virtual. */
export function bucketOf(call: CallName, isVirtual: boolean): RateBucket {
  if (call === 'proposal' || call === 'proposal_open_contract') {
    return isVirtual ? 'websocket_call_pricing' : 'websocket_real_pricing';
  }
  if (call === 'buy') return isVirtual ? 'virtual_buy_transaction' : 'websocket_real_pricing';
  if (call === 'sell') return isVirtual ? 'virtual_sell_transaction' : 'websocket_real_pricing';
  if (call === 'verify_email' || call === 'request_report') return 'websocket_call_email';
  if (call === 'reset_password') return 'websocket_call_password';
  if (EXPENSIVE.has(call)) return 'websocket_call_expensive';
  if (TRADING_PLATFORM.has(call) || call.startsWith('mt5_')) return 'trading_platform';
  return 'websocket_call';
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

interface WindowCount {
  minute: number;
  hour: number;
  inMinute: number;
  inHour: number;
}

/**
 * Counts calls per key and bucket in fixed minute and hour windows of the given clock. A count of
 * another hour is as good as none, so the first call of each hour forgets those: keys that stop calling
 * (clients, addresses) are not kept for ever.
 */
export class RateCounter {
  /** By bucket, then key: no string is built per call (every request takes one count). */
  private readonly counts = new Map<RateBucket, Map<string, WindowCount>>();
  private sweptHour = Number.NaN;

  constructor(private readonly limits: () => RateLimits) {}

  /** Counts one call; false when it is over the bucket's minute or hour limit (and so not counted). */
  take(key: string, bucket: RateBucket, nowMs: number): boolean {
    const counts = this.countsOf(bucket, nowMs);
    const count = windowOf(counts.get(key), nowMs);
    if (isFull(count, this.limits()[bucket])) return false;
    counts.set(key, counted(count));
    return true;
  }

  /** Counts one call against every key, or against none when any of them is over its limit. */
  takeEach(keys: readonly string[], bucket: RateBucket, nowMs: number): boolean {
    const counts = this.countsOf(bucket, nowMs);
    const windows = keys.map((key) => windowOf(counts.get(key), nowMs));
    const limit = this.limits()[bucket];
    if (windows.some((count) => isFull(count, limit))) return false;
    windows.forEach((count, index) => counts.set(keys[index]!, counted(count)));
    return true;
  }

  /** Forgets a key's counts in every bucket (its connection closed). */
  forget(key: string): void {
    for (const counts of this.counts.values()) counts.delete(key);
  }

  /** How many counts are kept, over all buckets and keys. */
  get size(): number {
    let size = 0;
    for (const counts of this.counts.values()) size += counts.size;
    return size;
  }

  private countsOf(bucket: RateBucket, nowMs: number): Map<string, WindowCount> {
    const hour = Math.floor(nowMs / HOUR_MS);
    if (hour !== this.sweptHour) this.forgetAllBut(hour);
    let counts = this.counts.get(bucket);
    if (!counts) {
      counts = new Map();
      this.counts.set(bucket, counts);
    }
    return counts;
  }

  private forgetAllBut(hour: number): void {
    this.sweptHour = hour;
    for (const counts of this.counts.values())
      for (const [key, count] of counts) if (count.hour !== hour) counts.delete(key);
  }
}

/** A key's count in the windows `nowMs` falls in (a window that has passed counts from zero). */
function windowOf(count: WindowCount | undefined, nowMs: number): WindowCount {
  const minute = Math.floor(nowMs / MINUTE_MS);
  const hour = Math.floor(nowMs / HOUR_MS);
  if (!count) return { minute, hour, inMinute: 0, inHour: 0 };
  if (count.minute !== minute) {
    count.minute = minute;
    count.inMinute = 0;
  }
  if (count.hour !== hour) {
    count.hour = hour;
    count.inHour = 0;
  }
  return count;
}

function isFull(count: WindowCount, limit: RateLimit): boolean {
  return count.inMinute >= limit.minutely || count.inHour >= limit.hourly;
}

function counted(count: WindowCount): WindowCount {
  count.inMinute += 1;
  count.inHour += 1;
  return count;
}
