/** Trading times can be looked up to 364 days ahead (accounts-and-money §9). */
export const TRADING_TIMES_DAYS_AHEAD = 364;

const DAY_S = 86_400;

/** The GMT date (yyyy-mm-dd) of a platform time in seconds. */
export function isoDateOf(epochSeconds: number): string {
  return new Date(Math.floor(epochSeconds / DAY_S) * DAY_S * 1000).toISOString().slice(0, 10);
}

/** The dates the trading times picker offers: today (GMT) to 364 days ahead. */
export function tradingDateRange(nowSeconds: number): { min: string; max: string } {
  return { min: isoDateOf(nowSeconds), max: isoDateOf(nowSeconds + TRADING_TIMES_DAYS_AHEAD * DAY_S) };
}

/** The picked date when it is a real date within the range, else undefined (ISO dates sort as text). */
export function pickedTradingDate(text: string, range: { min: string; max: string }): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const epochMs = Date.parse(`${text}T00:00:00Z`);
  if (!Number.isFinite(epochMs) || new Date(epochMs).toISOString().slice(0, 10) !== text) return undefined;
  return text >= range.min && text <= range.max ? text : undefined;
}
