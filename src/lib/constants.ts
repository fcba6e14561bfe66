/** Periods the specification gives (trading-core §9), in one place so tests can control them. */
export const SERVER_TIME_RESYNC_MS = 30_000;
export const CLOCK_TICK_MS = 1_000;
/** Waits before each reconnection attempt; the last one repeats. */
export const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];
/** Ticks kept in memory for the spot and popups (trading-core §9). */
export const TICKS_KEPT = 20;
/** Form changes settle for this long before they are priced; barriers a little longer (trading-core §5). */
export const FORM_DEBOUNCE_MS = 500;
export const BARRIER_DEBOUNCE_MS = 1_000;
