/** Where a clock stands: a running offset from its source, or a frozen instant. */
export interface ClockSetting {
  offsetMs: number;
  frozenAtMs?: number;
}

/**
 * A world's time. It runs from an injected source (wall time by default, supplied by the world) and
 * can be frozen, set and advanced, so tests control every time-based rule.
 */
export class Clock {
  private offsetMs = 0;
  private frozenAtMs: number | undefined;

  constructor(private readonly sourceMs: () => number) {}

  nowMs(): number {
    return this.frozenAtMs ?? this.sourceMs() + this.offsetMs;
  }

  /** Whole seconds since the epoch, as the API counts time. */
  epoch(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  setting(): ClockSetting {
    return this.frozenAtMs === undefined
      ? { offsetMs: this.offsetMs }
      : { offsetMs: this.offsetMs, frozenAtMs: this.frozenAtMs };
  }

  restore(setting: ClockSetting): void {
    this.offsetMs = setting.offsetMs;
    this.frozenAtMs = setting.frozenAtMs;
  }

  isFrozen(): boolean {
    return this.frozenAtMs !== undefined;
  }

  freeze(): void {
    this.frozenAtMs = this.nowMs();
  }

  resume(): void {
    if (this.frozenAtMs === undefined) return;
    this.offsetMs = this.frozenAtMs - this.sourceMs();
    this.frozenAtMs = undefined;
  }

  set(ms: number): void {
    if (this.frozenAtMs !== undefined) this.frozenAtMs = ms;
    else this.offsetMs = ms - this.sourceMs();
  }

  advance(ms: number): void {
    this.set(this.nowMs() + ms);
  }
}
