/** Periods the specification gives (trading-core §9), in one place so tests can control them. */
export const SERVER_TIME_RESYNC_MS = 30_000;
export const CLOCK_TICK_MS = 1_000;
/** Waits before each reconnection attempt; the last one repeats. */
export const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];
/** A page's code that has not arrived after this long counts as failed, of type timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The new-release check runs at most this often. */
export const RELEASE_CHECK_INTERVAL_MS = 600_000;
/** Form requests wait this long after the last change (trading-core §5). */
export const FORM_DEBOUNCE_MS = 500;
/** The scroll-to-top button appears past this many pixels. */
export const SCROLL_TO_TOP_AFTER_PX = 100;
/** Ticks kept in memory for the spot and popups (trading-core §9). */
export const TICKS_KEPT = 20;
/** Barriers settle a little longer than other form fields before they are priced (trading-core §5). */
export const BARRIER_DEBOUNCE_MS = 1_000;
