import type { AvailableContract } from '../../../api/endpoints/markets';

/** Start times sit on a 5-minute grid, at least 5 minutes ahead, the last at 23:55 (trading-core §5, §9). */
export const START_GRID_S = 300;
const DAY_S = 86_400;
const LAST_SLOT_S = DAY_S - START_GRID_S;

const ceilToGrid = (epoch: number) => Math.ceil(epoch / START_GRID_S) * START_GRID_S;
const dayOf = (epoch: number) => Math.floor(epoch / DAY_S) * DAY_S;

/** The earliest start a trader may pick at `now` (seconds). */
export function earliestStart(now: number): number {
  return ceilToGrid(now + START_GRID_S);
}

/**
 * The start times offered on `day` (its 00:00 GMT epoch): from 5 minutes ahead of `now` (or the
 * market's open) to 23:55 (or the market's close), every 5 minutes.
 */
export function startTimeSlots(now: number, day: number, session?: { open: number; close: number }): number[] {
  const first = Math.max(earliestStart(now), ceilToGrid(session?.open ?? day), day);
  const last = Math.min(day + LAST_SLOT_S, session?.close ?? Infinity);
  const slots: number[] = [];
  for (let slot = first; slot <= last; slot += START_GRID_S) slots.push(slot);
  return slots;
}

/** A chosen start moved onto the grid and into today's window: never before 5 minutes ahead, never past 23:55. */
export function clampStartTime(start: number, now: number): number {
  const earliest = earliestStart(now);
  const latest = Math.max(earliest, dayOf(earliest) + LAST_SLOT_S);
  return Math.min(Math.max(ceilToGrid(start), earliest), latest);
}

/** End time defaults to at least 5 minutes after the start. */
export function defaultEndTime(start: number, now: number): number {
  return ceilToGrid(Math.max(start, now) + START_GRID_S);
}

/** The trading days forward-starting contracts may start on, with their sessions (epochs in seconds). */
export function forwardStartDays(
  contracts: readonly AvailableContract[],
): { day: number; open: number; close: number }[] {
  const days = new Map<number, { day: number; open: number; close: number }>();
  for (const contract of contracts) {
    for (const option of contract.forward_starting_options ?? []) {
      const day = Number(option.date);
      if (!Number.isFinite(day) || days.has(day)) continue;
      days.set(day, { day, open: Number(option.open ?? day), close: Number(option.close ?? day + DAY_S - 1) });
    }
  }
  return [...days.values()].sort((a, b) => a.day - b.day);
}

/** "09:05" for an epoch in seconds (GMT). */
export function timeOfDay(epoch: number): string {
  const seconds = ((epoch % DAY_S) + DAY_S) % DAY_S;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * The epoch of "HH:mm" on `day`, or undefined when the text is not a 24-hour time. No time at all is
 * the day's last second, 23:59:59.
 */
export function atTimeOfDay(day: number, text: string): number | undefined {
  if (text.trim() === '') return dayOf(day) + DAY_S - 1;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (!match) return undefined;
  return dayOf(day) + Number(match[1]) * 3600 + Number(match[2]) * 60;
}
