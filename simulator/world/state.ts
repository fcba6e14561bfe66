import type { SiteState } from '../domain/site';
import type { WorldFixture } from './fixture';

/**
 * Everything a world remembers, as plain data: it changes only through a WorldChange (world/changes.ts),
 * so a journal of changes replays it exactly.
 */
export interface WorldState {
  site: SiteState;
}

export function initialState(fixture: WorldFixture): WorldState {
  return { site: { ...fixture.site } };
}
