/** `socketUrl(appId, worldId)` of a simulator at `httpUrl`: the default world's socket, or the named world's. */
export function socketUrlOf(httpUrl: string): (appId?: string, worldId?: string) => string {
  const base = httpUrl.replace(/^http/, 'ws').replace(/\/$/, '');
  return (appId = '1', worldId?: string) => {
    const world = worldId === undefined ? '' : `/worlds/${encodeURIComponent(worldId)}`;
    return `${base}${world}/websockets/v3?app_id=${appId}&l=EN`;
  };
}
