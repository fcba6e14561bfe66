import { candlesOf, type Candle } from './candles';
import type { Tick } from './feed';

/** The most ticks or candles one ticks_history reply carries. */
const MAX_HISTORY_COUNT = 5_000;

/**
 * Above this many ticks a candle span is drawn from at most SAMPLES_LIMIT evenly spaced ticks (see
 * `sampledTicks`), not tick by tick: open and close stay exact to the sample, high and low may miss a
 * brief extreme. Keeps a reply of long candles (1000 days) to tens of milliseconds.
 */
const EXACT_TICKS_LIMIT = 120_000;
const SAMPLES_LIMIT = 20_000;

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

/** How far back a history without a start looks for ticks of a market that has been closed. */
const LOOKBACK_SECONDS = 35 * 86_400;

/**
 * The last `count` ticks in the window. Only the span those ticks need is computed: from `count` ticks
 * before the end, reaching four times further back each time closed hours leave too few.
 */
export function historyTicks(feed: HistoryFeed, query: HistoryQuery): Tick[] {
  const count = Math.min(query.count, MAX_HISTORY_COUNT);
  const { from, to } = adjusted(feed, query, count * feed.tickIntervalSeconds);
  const earliest = query.start === undefined ? to - LOOKBACK_SECONDS : from;
  let windowStart = Math.max(earliest, to - count * feed.tickIntervalSeconds);
  let ticks = feed.ticksBetween(windowStart, to);
  while (ticks.length < count && windowStart > earliest) {
    windowStart = Math.max(earliest, to - 4 * (to - windowStart));
    ticks = feed.ticksBetween(windowStart, to);
  }
  return ticks.slice(-count);
}

/** The last `count` candles of `granularity` seconds in the window. */
export function historyCandles(feed: HistoryFeed, query: HistoryQuery, granularity: number): Candle[] {
  const count = Math.min(query.count, MAX_HISTORY_COUNT);
  const adjustedWindow = adjusted(feed, query, count * granularity);
  const to = adjustedWindow.to;
  const from = Math.max(adjustedWindow.from, to - count * granularity);
  const alignedFrom = Math.floor(Math.max(0, from) / granularity) * granularity;
  const span = (to - alignedFrom) / feed.tickIntervalSeconds;
  const ticks =
    span <= EXACT_TICKS_LIMIT
      ? feed.ticksBetween(alignedFrom, to)
      : feed.sampledTicks(alignedFrom, to, Math.ceil(span / SAMPLES_LIMIT) * feed.tickIntervalSeconds);
  return candlesOf(
    ticks.filter((tick) => tick.epoch >= from),
    granularity,
  ).slice(-count);
}
