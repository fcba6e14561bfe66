import type { ServerResponse } from 'node:http';
import type { PublishedRelease, ReleaseSetting } from '../../domain/releases';

/** Where the release feed lives: `/releases/latest`, and the installers under `/releases/download/<tag>/<name>`. */
export const RELEASES_PATH = '/releases';

const LATEST = '/latest';
const DOWNLOAD = '/download/';

/** The feed is read by pages of other origins too (the app pointed at this server by its endpoint page). */
const CORS = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', ...CORS });
  response.end(JSON.stringify(body));
}

function notFound(response: ServerResponse): void {
  sendJson(response, 404, { message: 'Not Found' });
}

/** The release as a code host's latest-release answer, its installers' links on `base` (e.g. http://host/worlds/qa). */
export function latestReleaseAnswer(release: PublishedRelease, base: string) {
  const tag = encodeURIComponent(release.tag_name);
  return {
    tag_name: release.tag_name,
    name: release.name,
    published_at: release.published_at,
    html_url: `${base}${RELEASES_PATH}/tag/${tag}`,
    assets: release.assets.map((asset) => ({
      name: asset.name,
      browser_download_url: `${base}${RELEASES_PATH}${DOWNLOAD}${tag}/${encodeURIComponent(asset.name)}`,
      size: asset.size,
      content_type: asset.content_type,
    })),
  };
}

function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/**
 * Answers a path under /releases (`path` is what follows it): the latest release (404 where none is
 * published), or one of its installers as a short placeholder file.
 */
export function handleReleases(response: ServerResponse, release: ReleaseSetting, path: string, base: string): void {
  if (!release) {
    notFound(response);
    return;
  }
  if (path === LATEST) {
    sendJson(response, 200, latestReleaseAnswer(release, base));
    return;
  }
  const [tag, name, ...rest] = path.startsWith(DOWNLOAD) ? path.slice(DOWNLOAD.length).split('/').map(decoded) : [];
  const asset = release.assets.find((candidate) => candidate.name === name);
  if (rest.length > 0 || tag !== release.tag_name || !asset) {
    notFound(response);
    return;
  }
  response.writeHead(200, {
    'content-type': asset.content_type,
    'content-disposition': `attachment; filename="${asset.name.replace(/["\\\r\n]/g, '_')}"`,
    ...CORS,
  });
  response.end(`${release.name}: ${asset.name} (a placeholder of the simulator)\n`);
}
