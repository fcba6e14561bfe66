import { MAX_TIMER_MS } from './constants';

/** Where timed rules read the time and set their timers, so tests can run them on controlled time. */
export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The browser's own clock and timers, looked up at call time so fake timers installed later apply. */
export const systemTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Runs `callback` after `ms`, or at once when that moment has passed; a wait longer than a browser
 * timer can hold is cut to the longest one. Returns the cancel function.
 */
export function after(timers: Timers, ms: number, callback: () => void): () => void {
  const handle = timers.setTimeout(callback, Math.min(Math.max(ms, 0), MAX_TIMER_MS));
  return () => timers.clearTimeout(handle);
}
