import type { TicksHistoryRequest } from '../../../../schemas/generated/types';

export type Granularity = NonNullable<TicksHistoryRequest['granularity']>;

const HOUR = 3600;
const DAY = 86_400;

/** trading-core §9: the chart's candle size by contract length; undefined means a tick chart. */
const TABLE: readonly { upTo: number; granularity: Granularity | undefined }[] = [
  { upTo: HOUR, granularity: undefined },
  { upTo: 2 * HOUR, granularity: 120 },
  { upTo: 6 * HOUR, granularity: 600 },
  { upTo: DAY, granularity: 900 },
  { upTo: 5 * DAY, granularity: 3600 },
  { upTo: 30 * DAY, granularity: 14_400 },
];

/** The candle size for a contract lasting `seconds`: ticks up to an hour, then the table, 1 day beyond 30 days. */
export function chartGranularity(seconds: number): Granularity | undefined {
  const row = TABLE.find((entry) => seconds <= entry.upTo);
  return row ? row.granularity : 86_400;
}

/** trading-core §9: the chart asks for at most this many points. */
export const CHART_HISTORY_COUNT = 4999;

const UNIT_SECONDS = { s: 1, m: 60, h: HOUR, d: DAY } as const;

/** A duration's length in seconds; tick durations have none (their chart is a tick chart). */
export function durationSeconds(amount: number, unit: 't' | 's' | 'm' | 'h' | 'd'): number | undefined {
  return unit === 't' ? undefined : amount * UNIT_SECONDS[unit];
}
