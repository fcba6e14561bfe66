import { Clock } from '../domain/clock';
import type { WorldFixture } from './fixture';

export interface WorldOptions {
  id: string;
  seed: number;
  fixture: WorldFixture;
  /** Where the clock reads time when it runs; wall time unless a test says otherwise. */
  timeSourceMs?: () => number;
}

/** One isolated simulated platform: its clock and its state. */
export class World {
  readonly id: string;
  readonly seed: number;
  readonly clock: Clock;
  readonly site: WorldFixture['site'];

  constructor({ id, seed, fixture, timeSourceMs = () => Date.now() }: WorldOptions) {
    this.id = id;
    this.seed = seed;
    this.clock = new Clock(timeSourceMs);
    if (fixture.clock.start_epoch !== undefined) this.clock.set(fixture.clock.start_epoch * 1000);
    if (fixture.clock.frozen) this.clock.freeze();
    this.site = { ...fixture.site };
  }
}
