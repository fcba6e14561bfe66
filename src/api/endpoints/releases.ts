import { readableStorage } from '../../lib/storage';
import { api } from '../api';
import { releaseFeedUrl } from '../socket/endpoint';

/** A file of a release, as a code host's latest-release answer lists it. */
export interface ReleaseAsset {
  name: string;
  browser_download_url: string;
  size: number;
  content_type: string;
}

/** The desktop app's latest release: the fields of a code host's latest-release answer the site reads. */
export interface LatestRelease {
  tag_name: string;
  name: string;
  published_at: string;
  assets: ReleaseAsset[];
}

const FEED_UNAVAILABLE = { code: 'ReleaseFeedUnavailable', message: 'The release feed could not be read.' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function assetOf(value: unknown): ReleaseAsset | undefined {
  if (!isRecord(value)) return undefined;
  const { name, browser_download_url: url, size, content_type: type } = value;
  if (typeof name !== 'string' || typeof url !== 'string' || !/^(https?:\/\/|\/)/.test(url)) return undefined;
  return {
    name,
    browser_download_url: url,
    size: typeof size === 'number' && Number.isFinite(size) && size >= 0 ? size : 0,
    content_type: typeof type === 'string' ? type : '',
  };
}

/** The release a feed answered, or undefined for anything else; assets of another shape are left out. */
export function latestReleaseOf(body: unknown): LatestRelease | undefined {
  if (!isRecord(body) || typeof body.tag_name !== 'string' || typeof body.published_at !== 'string') return undefined;
  const assets = Array.isArray(body.assets) ? body.assets : [];
  return {
    tag_name: body.tag_name,
    name: typeof body.name === 'string' && body.name ? body.name : body.tag_name,
    published_at: body.published_at,
    assets: assets.flatMap((asset) => assetOf(asset) ?? []),
  };
}

/**
 * The desktop app's latest release, read over HTTP from the platform's release feed (not the socket):
 * on the endpoint settings' server when one is set, else on this site.
 */
const releasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    latestRelease: build.query<LatestRelease, void>({
      queryFn: async () => {
        try {
          const response = await fetch(releaseFeedUrl(readableStorage()), { cache: 'no-store' });
          const release = response.ok ? latestReleaseOf(await response.json()) : undefined;
          return release ? { data: release } : { error: FEED_UNAVAILABLE };
        } catch {
          return { error: FEED_UNAVAILABLE };
        }
      },
    }),
  }),
});

export const { useLatestReleaseQuery } = releasesApi;
