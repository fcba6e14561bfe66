import type { Clock } from '../domain/clock';
import type { Tick } from '../domain/markets/feed';
import type { Underlying } from '../domain/markets/underlying';

/**
 * At most this many ticks per symbol are emitted for one move of the clock: a jump of a day through
 * the control API publishes the last ones only. Whoever needs every tick of a span (settlement,
 * ticks_history) reads it with ticksBetween.
 */
export const MAX_TICKS_PER_JUMP = 300;

export interface SymbolTick extends Tick {
  symbol: string;
}

interface HeartbeatHost {
  clock: Clock;
  markets: {
    underlying(symbol: string): Underlying | undefined;
    ticksBetween(symbol: string, from: number, to: number): Tick[];
    latestTick(symbol: string): Tick | undefined;
  };
  /** The symbols someone listens to. */
  watched(): readonly string[];
  emitTick(tick: SymbolTick): void;
  emitTime(epoch: number): void;
  listening(): boolean;
}

/**
 * Publishes each tick as the world clock passes its epoch, and each new second of the clock. While the
 * clock runs and someone listens, a timer wakes at every whole second of world time; when the clock is
 * set or advanced the world calls clockMoved() and the ticks skipped are published at once (capped, see
 * MAX_TICKS_PER_JUMP). A clock set backwards publishes nothing until it passes new epochs again.
 */
export class MarketHeartbeat {
  private timer: NodeJS.Timeout | undefined;
  private active = false;
  /** Ticks up to and including this epoch have been published. */
  private publishedTo: number;

  constructor(private readonly host: HeartbeatHost) {
    this.publishedTo = host.clock.epoch();
  }

  /** The clock was frozen, resumed, set or advanced. */
  clockMoved(): void {
    this.catchUp();
    this.schedule();
  }

  /** A spot set re-based `symbol`: publish its new latest tick if that one was already published. */
  spotSet(symbol: string): void {
    if (!this.host.listening()) return;
    const tick = this.host.markets.latestTick(symbol);
    if (tick && tick.epoch <= this.publishedTo) this.host.emitTick({ symbol, ...tick });
  }

  listenersChanged(): void {
    if (!this.host.listening()) this.stop();
    else if (!this.active) {
      this.active = true;
      this.publishedTo = this.host.clock.epoch();
      this.schedule();
    }
  }

  stop(): void {
    this.active = false;
    this.clearTimer();
  }

  private clearTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.clearTimer();
    if (!this.active || this.host.clock.isFrozen()) return;
    const untilNextSecond = 1000 - (((this.host.clock.nowMs() % 1000) + 1000) % 1000) + 1;
    this.timer = setTimeout(() => {
      this.catchUp();
      this.schedule();
    }, untilNextSecond);
    this.timer.unref();
  }

  private catchUp(): void {
    const now = this.host.clock.epoch();
    if (now === this.publishedTo) return;
    const from = this.publishedTo + 1;
    this.publishedTo = now;
    if (!this.host.listening()) return;
    if (now >= from) {
      for (const symbol of this.host.watched()) {
        const interval = this.host.markets.underlying(symbol)?.tickIntervalSeconds ?? 1;
        const earliest = now - MAX_TICKS_PER_JUMP * interval + 1;
        for (const tick of this.host.markets.ticksBetween(symbol, Math.max(from, earliest), now))
          this.host.emitTick({ symbol, ...tick });
      }
    }
    this.host.emitTime(now);
  }
}
