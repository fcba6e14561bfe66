import { EventEmitter } from 'node:events';
import { Clock } from '../domain/clock';
import type { ReleaseSetting } from '../domain/releases';
import { memoryChangeLog, type ChangeLog } from '../store/change-log';
import { applyChange, partsOf, type SingleChange, type WorldChange } from './changes';
import { Connections } from './connections';
import { FaultPlan } from './fault-plan';
import { WorldMarkets } from './markets';
import { SettlementEngine } from './settlement-engine';
import { TrafficLog } from './traffic-log';
import type { WorldFixture } from './fixture';
import { initialState, type WorldState } from './state';

export interface WorldOptions {
  id: string;
  seed: number;
  fixture: WorldFixture;
  /** Where changes are kept; memory only unless the simulator runs with a data dir. */
  changeLog?: ChangeLog;
  /** Where the clock reads time when it runs; wall time unless a test says otherwise. */
  timeSourceMs?: () => number;
}

interface WorldEvents {
  /** After a change was kept and applied (each part of a changes_together, once all of them are applied). */
  change: [SingleChange];
}

/**
 * One isolated simulated platform. Its state changes only through commit(), which keeps the change
 * (journal first) and then applies it, so a restart replays exactly what was acknowledged.
 */
export class World {
  readonly id: string;
  readonly seed: number;
  readonly fixture: WorldFixture;
  readonly clock: Clock;
  readonly state: WorldState;
  readonly events = new EventEmitter<WorldEvents>();
  /** Not kept across restarts: test plumbing and live connections. */
  readonly faults = new FaultPlan();
  readonly traffic: TrafficLog;
  /** The transport adds and removes its sessions here. */
  readonly connections = new Connections();
  /** Underlyings, their seeded feed and live ticks. */
  readonly markets: WorldMarkets;
  /** Settles open contracts as the clock and the feed decide them. */
  readonly settlement: SettlementEngine;
  /** The desktop app release this world's feed serves (not kept across restarts); undefined: the simulator-wide one. */
  release: ReleaseSetting | undefined;
  private readonly changeLog: ChangeLog;

  constructor({ id, seed, fixture, changeLog = memoryChangeLog(), timeSourceMs = () => Date.now() }: WorldOptions) {
    this.id = id;
    this.seed = seed;
    this.fixture = fixture;
    this.clock = new Clock(timeSourceMs);
    if (fixture.clock.start_epoch !== undefined) this.clock.set(fixture.clock.start_epoch * 1000);
    if (fixture.clock.frozen) this.clock.freeze();
    this.state = initialState(fixture);
    this.traffic = new TrafficLog(() => this.clock.nowMs());
    this.changeLog = changeLog;
    for (const change of changeLog.kept) this.apply(change);
    this.events.setMaxListeners(0);
    this.markets = new WorldMarkets(this);
    this.events.on('change', (change) => this.markets.changed(change));
    this.settlement = new SettlementEngine(this);
  }

  /**
   * Keeps and applies the changes of one call as one journal entry (several go in a changes_together),
   * so a crash keeps all of them or none; listeners then hear each change, after all are applied.
   */
  commit(...changes: SingleChange[]): void {
    const [first, ...more] = changes;
    if (!first) return;
    const change: WorldChange = more.length === 0 ? first : { type: 'changes_together', changes };
    this.changeLog.append(change);
    this.apply(change);
    for (const each of changes) this.events.emit('change', each);
  }

  /** Freezes, resumes, sets or advances the clock, and keeps where it stands. */
  moveClock(move: (clock: Clock) => void): void {
    move(this.clock);
    this.commit({ type: 'clock_set', ...this.clock.setting() });
  }

  /** Stops the world's timers: it was reset or deleted, or the server stops. */
  dispose(): void {
    this.settlement.dispose();
    this.markets.dispose();
  }

  private apply(change: WorldChange): void {
    for (const part of partsOf(change)) {
      if (part.type === 'clock_set') this.clock.restore(part);
      else applyChange(this.state, part);
    }
  }
}
