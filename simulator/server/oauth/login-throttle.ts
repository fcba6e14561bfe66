import type { World } from '../../world/world';

/**
 * Failed log-ins allowed within a sliding window of the world's clock, per e-mail and per client
 * address. Five per e-mail stops guessing one password while leaving room for typos; an address
 * gets more because one address can be a whole office (or the app's proxy in front of the
 * simulator). Past either limit every log-in is refused, a right password too, until enough
 * failures leave the window.
 */
export const LOGIN_FAILURE_LIMITS = {
  windowMs: 5 * 60_000,
  perEmail: 5,
  perAddress: 20,
} as const;

/** Keys kept before stale ones are swept and, if still too many, the oldest dropped. */
const MAX_KEYS = 10_000;

/** The times of recent failures by key. */
class FailureLog {
  private readonly times = new Map<string, number[]>();

  constructor(private readonly limit: number) {}

  /** When `key` may be tried again, or undefined when it may be now. */
  blockedUntil(key: string, nowMs: number): number | undefined {
    const recent = this.recent(key, nowMs);
    if (recent.length < this.limit) return undefined;
    return recent[recent.length - this.limit]! + LOGIN_FAILURE_LIMITS.windowMs;
  }

  add(key: string, nowMs: number): void {
    this.times.set(key, [...this.recent(key, nowMs), nowMs]);
    if (this.times.size > MAX_KEYS) this.shrink(nowMs);
  }

  clear(key: string): void {
    this.times.delete(key);
  }

  private recent(key: string, nowMs: number): number[] {
    const since = nowMs - LOGIN_FAILURE_LIMITS.windowMs;
    return (this.times.get(key) ?? []).filter((time) => time > since).slice(-this.limit);
  }

  private shrink(nowMs: number): void {
    for (const key of [...this.times.keys()]) if (this.recent(key, nowMs).length === 0) this.times.delete(key);
    for (const key of this.times.keys()) {
      if (this.times.size <= MAX_KEYS) break;
      this.times.delete(key);
    }
  }
}

/** One world's count of failed log-ins. */
export class LoginThrottle {
  private readonly emails = new FailureLog(LOGIN_FAILURE_LIMITS.perEmail);
  private readonly addresses = new FailureLog(LOGIN_FAILURE_LIMITS.perAddress);

  /** When a log-in as `email` from `address` may be tried again (ms), or undefined when it may be now. */
  blockedUntil(email: string, address: string, nowMs: number): number | undefined {
    const until = [this.emails.blockedUntil(emailKey(email), nowMs), this.addresses.blockedUntil(address, nowMs)];
    const blocked = until.filter((time) => time !== undefined);
    return blocked.length === 0 ? undefined : Math.max(...blocked);
  }

  failed(email: string, address: string, nowMs: number): void {
    this.emails.add(emailKey(email), nowMs);
    this.addresses.add(address, nowMs);
  }

  /** A successful log-in forgives the e-mail's failures, not the address's. */
  succeeded(email: string): void {
    this.emails.clear(emailKey(email));
  }
}

function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

const throttles = new WeakMap<World, LoginThrottle>();

/** The world's throttle; a reset world starts with a new one. */
export function loginThrottleOf(world: World): LoginThrottle {
  let throttle = throttles.get(world);
  if (!throttle) {
    throttle = new LoginThrottle();
    throttles.set(world, throttle);
  }
  return throttle;
}
