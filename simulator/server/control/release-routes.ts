import type { PublishedRelease, ReleaseSetting } from '../../domain/releases';
import { BodyReader } from './body';
import { ControlError, worldOf, type ControlRoute, type ControlRequest } from './route';

/** An ISO 8601 instant in UTC, as a code host dates its releases. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;
/** An installer's file name: no path, nothing a header or a link would have to escape. */
const FILE_NAME = /^[\w.+-]{1,100}$/;
const TAG = /^[\w.+-]{1,50}$/;

function assetsOf(value: unknown): PublishedRelease['assets'] {
  if (!Array.isArray(value)) throw new ControlError(400, 'InvalidBody', '"assets" must be an array');
  return value.map((item, index) => {
    const asset = new BodyReader(item, `"assets[${index}]"`).only('name', 'size', 'content_type');
    return {
      name: asset.string('name', FILE_NAME),
      size: asset.optionalInteger('size', 0) ?? 0,
      content_type: asset.optionalString('content_type') ?? 'application/octet-stream',
    };
  });
}

/** The body `{ "release": {...} | null }`: the release the feed serves, or null for none published. */
function releaseSettingOf(request: ControlRequest): ReleaseSetting {
  const body = new BodyReader(request.body).only('release');
  if (body.fields.release === null) return null;
  const release = body.object('release').only('tag_name', 'name', 'published_at', 'assets');
  const tag = release.string('tag_name', TAG);
  return {
    tag_name: tag,
    name: release.optionalString('name') ?? tag,
    published_at: release.string('published_at', ISO_INSTANT),
    assets: assetsOf(release.fields.assets),
  };
}

/** The desktop app release the simulator's release feed serves, for every world or for one. */
export const releaseRoutes: ControlRoute[] = [
  {
    method: 'PUT',
    path: '/release',
    handle: (request) => {
      request.registry.release = releaseSettingOf(request);
      return { release: request.registry.release };
    },
  },
  {
    method: 'PUT',
    path: '/worlds/:world/release',
    handle: (request) => {
      const world = worldOf(request);
      world.release = releaseSettingOf(request);
      return { release: world.release };
    },
  },
  {
    method: 'DELETE',
    path: '/worlds/:world/release',
    handle: (request) => {
      const world = worldOf(request);
      world.release = undefined;
      return { release: request.registry.release };
    },
  },
];
