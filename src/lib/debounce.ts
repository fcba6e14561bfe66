import { FORM_DEBOUNCE_MS } from './constants';

export interface DebounceTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: DebounceTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Calls `fn` with the last arguments once `ms` (default 500) passed without another call. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number = FORM_DEBOUNCE_MS,
  timers: DebounceTimers = realTimers,
): Debounced<A> {
  let handle: unknown;
  const debounced = (...args: A) => {
    timers.clearTimeout(handle);
    handle = timers.setTimeout(() => fn(...args), ms);
  };
  debounced.cancel = () => timers.clearTimeout(handle);
  return debounced;
}
