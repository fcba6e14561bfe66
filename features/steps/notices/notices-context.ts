import type { ScenarioWorld } from '../../support/world';

/** An OAuth token of `loginid` from the scenario world's demo users. */
export function tokenOf(world: ScenarioWorld, loginid: string): string {
  const found = Object.values(world.world.state.accounts.tokens).find(
    (token) => token.loginid === loginid && token.kind === 'oauth',
  );
  if (!found) throw new Error(`the world has no log-in token for ${loginid}`);
  return found.token;
}
