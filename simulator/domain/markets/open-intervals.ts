import { entryAt, type StatusSet } from './market-state';
import { isScheduledOpen, scheduledIntervals, type TradingHours } from './trading-hours';

/** Whether a market is open at `epoch`: its latest status override there, else its trading hours. */
export function isMarketOpen(schedule: TradingHours, statuses: readonly StatusSet[] | undefined, epoch: number) {
  const override = entryAt(statuses, epoch)?.status ?? 'scheduled';
  return override === 'scheduled' ? isScheduledOpen(schedule, epoch) : override === 'open';
}

/** The intervals [start, end) within [from, to) in which the market is open, overrides applied, in order. */
export function openIntervals(
  schedule: TradingHours,
  statuses: readonly StatusSet[] | undefined,
  from: number,
  to: number,
): [number, number][] {
  const result: [number, number][] = [];
  const push = (start: number, end: number) => {
    const last = result[result.length - 1];
    if (last && last[1] === start) last[1] = end;
    else result.push([start, end]);
  };
  const boundaries = (statuses ?? []).map((entry) => entry.epoch).filter((epoch) => epoch > from && epoch < to);
  const edges = [from, ...new Set(boundaries), to];
  for (let index = 0; index + 1 < edges.length; index += 1) {
    const start = edges[index] ?? from;
    const end = edges[index + 1] ?? to;
    if (start >= end) continue;
    const override = entryAt(statuses, start)?.status ?? 'scheduled';
    if (override === 'open') push(start, end);
    else if (override === 'scheduled')
      for (const [open, close] of scheduledIntervals(schedule, start, end)) push(open, close);
  }
  return result;
}
