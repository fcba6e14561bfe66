import { MAX_TIMER_MS, SESSION_LIMIT_WARNING_MS } from '../../lib/constants';

const SESSION_START_KEY = 'session_start';

/** When this browser's session began (epoch seconds), recorded the first time it is asked for. */
export function sessionStart(storage: Storage | undefined, nowMs: number): number {
  const stored = Number(storage?.getItem(SESSION_START_KEY));
  if (Number.isInteger(stored) && stored > 0) return stored;
  const start = Math.floor(nowMs / 1000);
  storage?.setItem(SESSION_START_KEY, String(start));
  return start;
}

export interface SessionLimitPlan {
  /** ms from now until the warning. */
  warnInMs: number;
  /** ms from now until the log-out. */
  logoutInMs: number;
}

/**
 * When to warn and log out for a session limit of `limitMinutes` begun at `startEpoch`: the warning
 * 10 s before the end. A limit already passed still leaves 10 s; a wait longer than a timer can hold
 * is cut to the longest one (accounts-and-money §9).
 */
export function sessionLimitPlan(limitMinutes: number, startEpoch: number, nowMs: number): SessionLimitPlan {
  const remaining = (startEpoch + limitMinutes * 60) * 1000 - nowMs;
  const logoutInMs = remaining < 0 ? SESSION_LIMIT_WARNING_MS : Math.min(remaining, MAX_TIMER_MS);
  return { warnInMs: Math.max(logoutInMs - SESSION_LIMIT_WARNING_MS, 0), logoutInMs };
}
