/**
 * Weekly trading hours in UTC. A schedule lists open sessions as [start, end) seconds from Monday 00:00
 * UTC, so a session may not cross Sunday midnight (split it instead). Holidays are not modelled.
 */
export type WeeklySchedule = readonly (readonly [number, number])[];

export const SECONDS_PER_DAY = 86_400;
const SECONDS_PER_WEEK = 7 * SECONDS_PER_DAY;
/** 1970-01-01 was a Thursday, so the first Monday 00:00 UTC is 4 days into the epoch. */
const MONDAY_OFFSET = 4 * SECONDS_PER_DAY;

/** Open every day around the clock. */
export const ALWAYS_OPEN: WeeklySchedule = [[0, SECONDS_PER_WEEK]];

/** The same session [open, close) (seconds of the day) on each day of `days` (0 = Monday). */
export function dailySessions(open: number, close: number, days: readonly number[] = [0, 1, 2, 3, 4]): WeeklySchedule {
  return days.map((day) => [day * SECONDS_PER_DAY + open, day * SECONDS_PER_DAY + close] as const);
}

/** Seconds since the Monday 00:00 UTC that starts the week of `epoch`. */
export function secondOfWeek(epoch: number): number {
  return (((epoch - MONDAY_OFFSET) % SECONDS_PER_WEEK) + SECONDS_PER_WEEK) % SECONDS_PER_WEEK;
}

export function isScheduledOpen(schedule: WeeklySchedule, epoch: number): boolean {
  const second = secondOfWeek(epoch);
  return schedule.some(([start, end]) => second >= start && second < end);
}

/** The scheduled open intervals [start, end) that overlap [from, to), clipped to it, in order. */
export function scheduledIntervals(schedule: WeeklySchedule, from: number, to: number): [number, number][] {
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
