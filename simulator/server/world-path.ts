import { DEFAULT_WORLD_ID } from '../world/registry';

/** Which world a request path is about, and the path within that world. */
export interface WorldPath {
  worldId: string;
  /** e.g. /websockets/v3 */
  rest: string;
}

const WORLD_PREFIX = /^\/worlds\/([^/]+)(\/.*)$/;

/** `/worlds/<id>/x` is world `<id>`'s `/x`; any other path belongs to the default world. */
export function worldPathOf(pathname: string): WorldPath {
  const match = WORLD_PREFIX.exec(pathname);
  if (!match) return { worldId: DEFAULT_WORLD_ID, rest: pathname };
  try {
    return { worldId: decodeURIComponent(match[1]!), rest: match[2]! };
  } catch {
    // Not a valid id, so no world has it.
    return { worldId: '', rest: match[2]! };
  }
}
