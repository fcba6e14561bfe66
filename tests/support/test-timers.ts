import { act } from '@testing-library/react';
import type { Timers } from '../../src/lib/timers';

interface Entry {
  at: number;
  callback: () => void;
}

/** Timers on a clock that moves only when the test advances it; due callbacks run in time order. */
export class TestTimers implements Timers {
  private current: number;
  private readonly entries = new Set<Entry>();

  constructor(startMs = Math.floor(Date.now() / 1000) * 1000) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const entry = { at: this.current + Math.max(ms, 0), callback };
    this.entries.add(entry);
    return entry;
  }

  clearTimeout(handle: unknown): void {
    this.entries.delete(handle as Entry);
  }

  /** Moves the clock by `ms`, running every callback that falls due on the way (and what those schedule). */
  async advance(ms: number): Promise<void> {
    const end = this.current + ms;
    for (;;) {
      const next = [...this.entries].filter((entry) => entry.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.entries.delete(next);
      this.current = next.at;
      await act(async () => next.callback());
    }
    this.current = end;
    await act(async () => undefined);
  }
}
