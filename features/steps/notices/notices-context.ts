import { Before } from '@cucumber/cucumber';
import { ControlClient } from '../../../simulator/control-client';
import type { ScenarioWorld } from '../../support/world';

/** The default world, which the app in the stack talks to. */
export const WORLD = 'default';

export function control(world: ScenarioWorld): ControlClient {
  return new ControlClient(world.stack.simulator.url);
}

/** An OAuth token of `loginid` from the world's demo users. */
export function tokenOf(world: ScenarioWorld, loginid: string): string {
  const found = Object.values(world.stack.world.state.accounts.tokens).find(
    (token) => token.loginid === loginid && token.kind === 'oauth',
  );
  if (!found) throw new Error(`the world has no log-in token for ${loginid}`);
  return found.token;
}

/** Notices scenarios change balances, statuses and the site: each starts from a fresh default world. */
Before({ tags: '@notices' }, async function (this: ScenarioWorld) {
  await control(this).resetWorld(WORLD);
});
