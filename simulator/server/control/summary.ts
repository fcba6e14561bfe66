import type { RegisteredWorld } from '../../world/registry';
import { DEFAULT_WORLD_ID } from '../../world/registry';
import type { World } from '../../world/world';
import type { ClockReading, WorldSummary } from './types';

export function clockReading(world: World): ClockReading {
  return { epoch: world.clock.epoch(), frozen: world.clock.isFrozen() };
}

export function worldSummary({ id, fixture, seed, world }: RegisteredWorld): WorldSummary {
  return {
    id,
    fixture,
    seed,
    default: id === DEFAULT_WORLD_ID,
    clock: clockReading(world),
    site: { ...world.state.site },
    connections: world.connections.size,
    socket_path: `/worlds/${encodeURIComponent(id)}/websockets/v3`,
  };
}
