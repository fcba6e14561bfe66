import { BRIDGE_SPAN, bridgeRun, bridgeValue } from './brownian-bridge';
import { streamKey } from './feed-noise';
import { entryAt, type SpotSet, type StatusSet } from './market-state';
import { openIntervals } from './open-intervals';
import { roundToPip, type Underlying } from './underlying';

/**
 * The seeded feed. Ticks sit on a grid of epochs (multiples of the tick interval) while the market is
 * open, and follow geometric Brownian motion with the underlying's vol and no drift under the pricing
 * measure: S(n) = S_a · exp(σ√Δt·(W(n) − W(a)) − σ²Δt(n − a)/2), where W is the seeded Brownian motion of
 * `brownian-bridge.ts`, Δt the interval in years and a the anchor: the latest spot set at or before the
 * tick, else the opening spot at FEED_ORIGIN_EPOCH. A quote is thus a pure function of (seed, symbol,
 * epoch, spot sets): same seed, same market, with no cache to warm and any window of history (the last
 * 24 h or a year ago) computed directly. While a market is closed it has no ticks; it reopens on the
 * same path, so the first tick after a weekend gaps as a real market does.
 */

export const FEED_ORIGIN_EPOCH = 1_704_067_200; // 2024-01-01T00:00:00Z

const SECONDS_PER_YEAR = 365 * 86_400;

/** A price at a moment, as the feed gives it. */
export interface Tick {
  epoch: number;
  quote: number;
}

/** One underlying's feed in one world. */
export interface FeedInputs {
  seed: number;
  underlying: Underlying;
  spots?: readonly SpotSet[];
  statuses?: readonly StatusSet[];
}

interface Anchor {
  index: number;
  quote: number;
}

class FeedPath {
  private readonly stream: number;
  private readonly interval: number;
  private readonly anchorValues = new Map<number, number>();

  constructor(private readonly inputs: FeedInputs) {
    this.stream = streamKey(inputs.seed, inputs.underlying.symbol);
    this.interval = inputs.underlying.tickIntervalSeconds;
  }

  /** A spot set re-bases the tick at or before its epoch, the grid point where it lands. */
  private anchorFor(epoch: number): Anchor {
    const spot = entryAt(this.inputs.spots, epoch + this.interval - 1);
    if (spot) return { index: Math.floor(spot.epoch / this.interval), quote: spot.quote };
    return { index: FEED_ORIGIN_EPOCH / this.interval, quote: this.inputs.underlying.openingSpot };
  }

  private valueAt(index: number): number {
    let value = this.anchorValues.get(index);
    if (value === undefined) {
      value = bridgeValue(this.stream, index);
      this.anchorValues.set(index, value);
    }
    return value;
  }

  quote(index: number, w: number): number {
    const { vol, pip } = this.inputs.underlying;
    const anchor = this.anchorFor(index * this.interval);
    const years = this.interval / SECONDS_PER_YEAR;
    const exponent =
      vol * Math.sqrt(years) * (w - this.valueAt(anchor.index)) - (vol * vol * years * (index - anchor.index)) / 2;
    return roundToPip(anchor.quote * Math.exp(exponent), pip);
  }

  /** The tick of grid epoch `epoch`, open or not. */
  at(epoch: number): Tick {
    const index = epoch / this.interval;
    return { epoch, quote: this.quote(index, bridgeValue(this.stream, index)) };
  }

  sampled(from: number, to: number, step: number): Tick[] {
    const stride = 2 ** Math.min(24, Math.max(0, Math.ceil(Math.log2(step / this.interval))));
    const last = Math.min(to, (BRIDGE_SPAN - 1) * this.interval);
    const ticks: Tick[] = [];
    for (const [open, close] of openIntervals(
      this.inputs.underlying.schedule,
      this.inputs.statuses,
      Math.max(0, from),
      last + 1,
    )) {
      const first = Math.ceil(open / this.interval / stride) * stride;
      const final = Math.floor((close - 1) / this.interval);
      if (first <= final)
        bridgeRun(this.stream, first, final, stride).forEach((w, offset) => {
          const index = first + offset * stride;
          ticks.push({ epoch: index * this.interval, quote: this.quote(index, w) });
        });
      if (final * this.interval >= open && final % stride !== 0) ticks.push(this.at(final * this.interval));
    }
    return ticks;
  }

  /** Grid ticks with epochs in [from, to], both inclusive, where the market is open. */
  between(from: number, to: number): Tick[] {
    const { schedule } = this.inputs.underlying;
    const last = Math.min(to, (BRIDGE_SPAN - 1) * this.interval);
    const ticks: Tick[] = [];
    for (const [open, close] of openIntervals(schedule, this.inputs.statuses, Math.max(0, from), last + 1)) {
      const first = Math.ceil(open / this.interval);
      const final = Math.floor((close - 1) / this.interval);
      if (first > final) continue;
      bridgeRun(this.stream, first, final).forEach((w, offset) => {
        const index = first + offset;
        ticks.push({ epoch: index * this.interval, quote: this.quote(index, w) });
      });
    }
    return ticks;
  }
}

/**
 * Ticks about every `step` seconds in [from, to] (a power-of-two number of tick intervals, at least
 * `step`), plus the last tick of each open session: for spans too long to walk tick by tick.
 */
export function sampledTicks(inputs: FeedInputs, from: number, to: number, step: number): Tick[] {
  return new FeedPath(inputs).sampled(from, to, step);
}

/** Ticks with epochs in [from, to] (both inclusive), in order. */
export function ticksBetween(inputs: FeedInputs, from: number, to: number): Tick[] {
  return new FeedPath(inputs).between(from, to);
}

/** How far back the latest tick is looked for: a market closed longer than this has none. */
const LATEST_LOOKBACK_SECONDS = [86_400, 7 * 86_400, 35 * 86_400];

/** The latest tick at or before `epoch`; undefined if the market has not been open for 35 days. */
export function latestTick(inputs: FeedInputs, epoch: number): Tick | undefined {
  const path = new FeedPath(inputs);
  const interval = inputs.underlying.tickIntervalSeconds;
  for (const lookback of LATEST_LOOKBACK_SECONDS) {
    const intervals = openIntervals(inputs.underlying.schedule, inputs.statuses, epoch - lookback, epoch + 1);
    for (let index = intervals.length - 1; index >= 0; index -= 1) {
      const [open, close] = intervals[index] ?? [0, 0];
      const lastIndex = Math.floor((close - 1) / interval);
      if (lastIndex * interval >= open && lastIndex >= 0)
        return path.between(lastIndex * interval, lastIndex * interval)[0];
    }
  }
  return undefined;
}
