/**
 * Weekly trading hours in UTC: open sessions as [start, end) seconds from Monday 00:00 UTC, so a
 * session may not cross Sunday midnight (split it instead).
 */
export type WeeklySchedule = readonly (readonly [number, number])[];

/** A day of every year (UTC) on which a market is closed all day, or closes early at `closesAt`. */
export interface MarketHoliday {
  month: number;
  day: number;
  /** Second of the day the market closes at; absent when it does not open at all. */
  closesAt?: number;
}

/** When a market trades: its weekly sessions less its holidays. */
export interface TradingHours {
  weekly: WeeklySchedule;
  holidays: readonly MarketHoliday[];
}

export const SECONDS_PER_DAY = 86_400;
const SECONDS_PER_WEEK = 7 * SECONDS_PER_DAY;
/** 1970-01-01 was a Thursday, so the first Monday 00:00 UTC is 4 days into the epoch. */
const MONDAY_OFFSET = 4 * SECONDS_PER_DAY;

/** Open every day around the clock, holidays included. */
export const ALWAYS_OPEN: TradingHours = { weekly: [[0, SECONDS_PER_WEEK]], holidays: [] };

/**
 * The year-end days the financial markets keep: closed on Christmas Day and New Year's Day, closing
 * early at `earlyClose` (second of the day) on the eves.
 */
export function withYearEndHolidays(weekly: WeeklySchedule, earlyClose: number): TradingHours {
  return {
    weekly,
    holidays: [
      { month: 12, day: 24, closesAt: earlyClose },
      { month: 12, day: 25 },
      { month: 12, day: 31, closesAt: earlyClose },
      { month: 1, day: 1 },
    ],
  };
}

/** The same session [open, close) (seconds of the day) on each day of `days` (0 = Monday). */
export function dailySessions(open: number, close: number, days: readonly number[] = [0, 1, 2, 3, 4]): WeeklySchedule {
  return days.map((day) => [day * SECONDS_PER_DAY + open, day * SECONDS_PER_DAY + close] as const);
}

/** Seconds since the Monday 00:00 UTC that starts the week of `epoch`. */
export function secondOfWeek(epoch: number): number {
  return (((epoch - MONDAY_OFFSET) % SECONDS_PER_WEEK) + SECONDS_PER_WEEK) % SECONDS_PER_WEEK;
}

export function isScheduledOpen(hours: TradingHours, epoch: number): boolean {
  const second = secondOfWeek(epoch);
  return (
    hours.weekly.some(([start, end]) => second >= start && second < end) &&
    !holidayClosures(hours.holidays, epoch, epoch + 1).length
  );
}

/** The scheduled open intervals [start, end) that overlap [from, to), clipped to it, in order. */
export function scheduledIntervals(hours: TradingHours, from: number, to: number): [number, number][] {
  return withoutClosures(weeklyIntervals(hours.weekly, from, to), holidayClosures(hours.holidays, from, to));
}

/** When the holidays keep the market shut within [from, to): [start, end) spans, in order. */
export function holidayClosures(holidays: readonly MarketHoliday[], from: number, to: number): [number, number][] {
  if (holidays.length === 0 || to <= from) return [];
  const closures: [number, number][] = [];
  const lastYear = new Date((to - 1) * 1000).getUTCFullYear();
  for (let year = new Date(from * 1000).getUTCFullYear(); year <= lastYear; year += 1)
    for (const { month, day, closesAt = 0 } of holidays) {
      const dayStart = Date.UTC(year, month - 1, day) / 1000;
      const start = dayStart + closesAt;
      const end = dayStart + SECONDS_PER_DAY;
      if (start < to && end > from) closures.push([start, end]);
    }
  return closures.sort(([a], [b]) => a - b);
}

/** `intervals` less the `closures` (both in order, closures not overlapping). */
function withoutClosures(intervals: [number, number][], closures: [number, number][]): [number, number][] {
  if (closures.length === 0) return intervals;
  const open: [number, number][] = [];
  for (const [start, end] of intervals) {
    let cursor = start;
    for (const [shut, reopen] of closures) {
      if (reopen <= cursor || shut >= end) continue;
      if (shut > cursor) open.push([cursor, shut]);
      cursor = Math.max(cursor, reopen);
    }
    if (cursor < end) open.push([cursor, end]);
  }
  return open;
}

function weeklyIntervals(schedule: WeeklySchedule, from: number, to: number): [number, number][] {
  const intervals: [number, number][] = [];
  if (to <= from) return intervals;
  let weekStart = from - secondOfWeek(from);
  while (weekStart < to) {
    for (const [start, end] of schedule) {
      const open = Math.max(from, weekStart + start);
      const close = Math.min(to, weekStart + end);
      if (open < close) {
        const last = intervals[intervals.length - 1];
        if (last && last[1] === open) last[1] = close;
        else intervals.push([open, close]);
      }
    }
    weekStart += SECONDS_PER_WEEK;
  }
  return intervals;
}
