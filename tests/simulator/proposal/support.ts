import { beforeEach } from 'vitest';
import type { World } from '../../../simulator/world/world';
import { MONDAY_NOON, useMarketSimulator } from '../markets/support';

export { errorOf } from '../money/support';
export { MONDAY_NOON };
/** A Saturday noon: forex and the other session markets are closed. */
export const SATURDAY_NOON = MONDAY_NOON + 5 * 86_400;

export type Message = Record<string, unknown>;

/** The session id of the connection opened last (a test's own socket): the one its proposals are bound to. */
export function latestSessionId(world: World): string {
  const latest = [...world.connections].at(-1);
  if (!latest) throw new Error('no connection is open');
  return latest.id;
}

/**
 * A market simulator (clock frozen at MONDAY_NOON before each test, world reset after) with R_100
 * standing at 1000.00, so the tests' barrier offsets mean the same whatever the seed.
 */
export function usePricingSimulator() {
  const { simulator, open, advance } = useMarketSimulator();
  beforeEach(() => {
    simulator().world.commit({ type: 'market_spot_set', symbol: 'R_100', epoch: MONDAY_NOON, quote: 1000 });
  });
  return { simulator, open, advance: (seconds: number) => advance(seconds * 1000) };
}
