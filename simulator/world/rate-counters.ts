import { RateCounter, withOverrides } from '../domain/rate-limits';
import type { World } from './world';

const counters = new WeakMap<World, RateCounter>();

/** The world's rate counts, under the limits its fixture sets. */
export function rateCounterOf(world: World): RateCounter {
  let counter = counters.get(world);
  if (!counter) {
    let overrides = world.fixture.rate_limits;
    let limits = withOverrides(overrides);
    counter = new RateCounter(() => {
      if (world.fixture.rate_limits !== overrides) {
        overrides = world.fixture.rate_limits;
        limits = withOverrides(overrides);
      }
      return limits;
    });
    counters.set(world, counter);
  }
  return counter;
}

/** Forgets what a key counted (a closed connection's counts before log-in). */
export function forgetRateCounts(world: World, key: string): void {
  counters.get(world)?.forget(key);
}
