import { DEFAULT_WORLD_ID } from '../world/registry';

/** Which world a request path is about, and the path within that world. */
export interface WorldPath {
  worldId: string;
  /** e.g. /websockets/v3 */
  rest: string;
}

const WORLD_PREFIX = /^\/worlds\/([^/]+)(\/.*)$/;

/**
 * The cookie that picks a world for paths without a `/worlds/<id>` prefix, so a browser served through a
 * proxy (the app's own origin) can talk to one world: each Cucumber scenario sets it to its fresh world.
 */
export const WORLD_COOKIE = 'strike_world';

function worldFromCookie(cookieHeader: string | undefined): string | undefined {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === WORLD_COOKIE && value) return value;
  }
  return undefined;
}

/**
 * `/worlds/<id>/x` is world `<id>`'s `/x`; any other path belongs to the world named by the
 * `strike_world` cookie, else to the default world.
 */
export function worldPathOf(pathname: string, cookieHeader?: string): WorldPath {
  const match = WORLD_PREFIX.exec(pathname);
  if (!match) return { worldId: worldFromCookie(cookieHeader) ?? DEFAULT_WORLD_ID, rest: pathname };
  try {
    return { worldId: decodeURIComponent(match[1]!), rest: match[2]! };
  } catch {
    // Not a valid id, so no world has it.
    return { worldId: '', rest: match[2]! };
  }
}
