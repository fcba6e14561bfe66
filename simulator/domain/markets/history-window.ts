import { candlesOf, type Candle } from './candles';
import type { Tick } from './feed';

/** The most ticks or candles one ticks_history reply carries. */
const MAX_HISTORY_COUNT = 5_000;

/** Above this many ticks a candle span is drawn from samples (see `sampledTicks`), not tick by tick. */
const EXACT_TICKS_LIMIT = 360_000;

export interface HistoryFeed {
  tickIntervalSeconds: number;
  ticksBetween(from: number, to: number): Tick[];
  sampledTicks(from: number, to: number, step: number): Tick[];
  latestTick(epoch: number): Tick | undefined;
}

interface HistoryQuery {
  /** Inclusive; undefined: as far back as `count` needs. */
  start?: number;
  end: number;
  count: number;
  /** When the market was closed at `end`, move the whole window back to end at its last tick. */
  adjustStartTime: boolean;
}

/** Moves the window back to the last tick when the market was closed at its end and adjusting is asked. */
function adjusted(feed: HistoryFeed, query: HistoryQuery, span: number): { from: number; to: number } {
  const from = query.start ?? query.end - span;
  if (!query.adjustStartTime) return { from, to: query.end };
  const last = feed.latestTick(query.end);
  if (!last || last.epoch === query.end - (query.end % feed.tickIntervalSeconds)) return { from, to: query.end };
  return { from: from - (query.end - last.epoch), to: last.epoch };
}

/** The last `count` ticks in the window. */
export function historyTicks(feed: HistoryFeed, query: HistoryQuery): Tick[] {
  const count = Math.min(query.count, MAX_HISTORY_COUNT);
  const { from, to } = adjusted(feed, query, count * feed.tickIntervalSeconds);
  let ticks = feed.ticksBetween(from, to);
  // Without a start, reach back over closed hours until `count` ticks are found (up to five weeks).
  for (let reach = 2; query.start === undefined && ticks.length < count && reach <= 64; reach *= 4) {
    const earlier = feed.latestTick(from - 1);
    if (!earlier) break;
    ticks = feed.ticksBetween(earlier.epoch - reach * count * feed.tickIntervalSeconds, to);
  }
  return ticks.slice(-count);
}

/** The last `count` candles of `granularity` seconds in the window. */
export function historyCandles(feed: HistoryFeed, query: HistoryQuery, granularity: number): Candle[] {
  const count = Math.min(query.count, MAX_HISTORY_COUNT);
  const { from, to } = adjusted(feed, query, count * granularity);
  const alignedFrom = Math.floor(Math.max(0, from) / granularity) * granularity;
  const span = (to - alignedFrom) / feed.tickIntervalSeconds;
  const ticks =
    span <= EXACT_TICKS_LIMIT
      ? feed.ticksBetween(alignedFrom, to)
      : feed.sampledTicks(alignedFrom, to, Math.ceil(span / EXACT_TICKS_LIMIT) * feed.tickIntervalSeconds);
  return candlesOf(
    ticks.filter((tick) => tick.epoch >= from),
    granularity,
  ).slice(-count);
}
