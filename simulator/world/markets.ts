import { findUnderlying, UNDERLYINGS } from '../domain/markets/catalogue';
import { latestTick, sampledTicks, ticksBetween, type FeedInputs, type Tick } from '../domain/markets/feed';
import type { MarketsState } from '../domain/markets/market-state';
import { isMarketOpen } from '../domain/markets/open-intervals';
import type { Underlying } from '../domain/markets/underlying';
import type { Clock } from '../domain/clock';
import { MarketHeartbeat } from './market-heartbeat';

interface MarketsHost {
  seed: number;
  clock: Clock;
  state: { markets: MarketsState };
}

/**
 * A world's markets: the catalogue, its seeded feed with the control API's spot and status changes,
 * and live ticks. Queries default to the world clock's now. Subscriptions run a heartbeat (see
 * market-heartbeat.ts) only while someone listens.
 */
export class WorldMarkets {
  /** Live tick listeners by symbol: a tick reaches only those of its own symbol. */
  private readonly tickListeners = new Map<string, Set<(tick: Tick) => void>>();
  private readonly timeListeners = new Set<(epoch: number) => void>();
  private readonly heartbeat: MarketHeartbeat;

  constructor(private readonly host: MarketsHost) {
    this.heartbeat = new MarketHeartbeat({
      clock: host.clock,
      markets: this,
      watched: () => [...this.tickListeners.keys()],
      emitTick: ({ symbol, ...tick }) => {
        for (const listener of [...(this.tickListeners.get(symbol) ?? [])]) listener(tick);
      },
      emitTime: (epoch) => {
        for (const listener of [...this.timeListeners]) listener(epoch);
      },
      listening: () => this.tickListeners.size + this.timeListeners.size > 0,
    });
  }

  underlying(symbol: string): Underlying | undefined {
    return findUnderlying(symbol);
  }

  /** Every underlying, in the platform's market display order. */
  list(): readonly Underlying[] {
    return UNDERLYINGS;
  }

  isOpen(symbol: string, epoch = this.host.clock.epoch()): boolean {
    const underlying = findUnderlying(symbol);
    return (
      underlying !== undefined && isMarketOpen(underlying.schedule, this.host.state.markets.statuses[symbol], epoch)
    );
  }

  /** Trading suspended by the control API: the symbol is still listed and quoted, but offers no contracts. */
  isTradingSuspended(symbol: string): boolean {
    return this.host.state.markets.trading_suspended.includes(symbol);
  }

  /** The latest tick at or before `epoch`; undefined for an unknown symbol or a market closed for weeks. */
  latestTick(symbol: string, epoch = this.host.clock.epoch()): Tick | undefined {
    const inputs = this.feedInputs(symbol);
    return inputs && latestTick(inputs, epoch);
  }

  /** Ticks with epochs in [from, to], both inclusive; none for an unknown symbol. */
  ticksBetween(symbol: string, from: number, to: number): Tick[] {
    const inputs = this.feedInputs(symbol);
    return inputs ? ticksBetween(inputs, from, to) : [];
  }

  /** Ticks at most every `step` seconds in [from, to], for spans too long to walk tick by tick. */
  sampledTicks(symbol: string, from: number, to: number, step: number): Tick[] {
    const inputs = this.feedInputs(symbol);
    return inputs ? sampledTicks(inputs, from, to, step) : [];
  }

  /** Calls `listener` with each new tick of `symbol` as the clock passes it; returns the unsubscribe. */
  onTick(symbol: string, listener: (tick: Tick) => void): () => void {
    const listeners = this.tickListeners.get(symbol) ?? new Set();
    this.tickListeners.set(symbol, listeners);
    listeners.add(listener);
    this.heartbeat.listenersChanged();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.tickListeners.get(symbol) === listeners) this.tickListeners.delete(symbol);
      this.heartbeat.listenersChanged();
    };
  }

  /** Calls `listener` with the clock's epoch each time it reaches a new second; returns the unsubscribe. */
  onTime(listener: (epoch: number) => void): () => void {
    this.timeListeners.add(listener);
    this.heartbeat.listenersChanged();
    return () => {
      this.timeListeners.delete(listener);
      this.heartbeat.listenersChanged();
    };
  }

  /** Keeps live ticks in step with the world: its clock moved or a spot was set. */
  changed(change: { type: string; symbol?: string }): void {
    if (change.type === 'clock_set') this.heartbeat.clockMoved();
    else if (change.type === 'market_spot_set' && change.symbol !== undefined) this.heartbeat.spotSet(change.symbol);
  }

  /** Stops the heartbeat for good: the world was reset, deleted or the server stops. */
  dispose(): void {
    this.tickListeners.clear();
    this.timeListeners.clear();
    this.heartbeat.stop();
  }

  private feedInputs(symbol: string): FeedInputs | undefined {
    const underlying = findUnderlying(symbol);
    if (!underlying) return undefined;
    const { spots, statuses } = this.host.state.markets;
    return { seed: this.host.seed, underlying, spots: spots[symbol], statuses: statuses[symbol] };
  }
}
