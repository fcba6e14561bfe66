/** Periods the specification gives (trading-core §9), in one place so tests can control them. */
export const SERVER_TIME_RESYNC_MS = 30_000;
export const CLOCK_TICK_MS = 1_000;
