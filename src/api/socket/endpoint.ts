/** Where the app connects: the endpoint settings in local storage, else this site's own socket path. */
export const ENDPOINT_STORAGE_KEYS = { serverUrl: 'config.server_url', appId: 'config.app_id' } as const;

/** App ids by where the app runs (trading-core §9). */
export function defaultAppId(location: Pick<Location, 'hostname' | 'pathname'>): string {
  if (location.hostname === 'localhost' || location.hostname === '127.0.0.1') return '1159';
  if (location.pathname.startsWith('/app/')) return '15265';
  return '1';
}

/** The app id in use: the endpoint settings' one, else the default for where the app runs. */
export function currentAppId(
  location: Pick<Location, 'hostname' | 'pathname'>,
  storage: Pick<Storage, 'getItem'> | undefined,
): string {
  return storage?.getItem(ENDPOINT_STORAGE_KEYS.appId) || defaultAppId(location);
}

export interface EndpointInput {
  location: Pick<Location, 'protocol' | 'host' | 'hostname' | 'pathname'>;
  storage: Pick<Storage, 'getItem'> | undefined;
  language: string;
}

export function socketUrl({ location, storage, language }: EndpointInput): string {
  const server = storage?.getItem(ENDPOINT_STORAGE_KEYS.serverUrl);
  const appId = currentAppId(location, storage);
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const base = server ? `wss://${server.replace(/^\w+:\/\//, '')}` : `${scheme}//${location.host}`;
  const query = new URLSearchParams({ app_id: appId, l: language.toUpperCase() });
  return `${base}/websockets/v3?${query.toString()}`;
}

/** A path of the platform's web server: on the endpoint settings' server when one is set, else on this site. */
function platformUrl(storage: Pick<Storage, 'getItem'> | undefined, path: string): string {
  const server = storage?.getItem(ENDPOINT_STORAGE_KEYS.serverUrl);
  return server ? `https://${server.replace(/^\w+:\/\//, '')}${path}` : path;
}

/** The platform's log-in page. */
export function oauthBaseUrl(storage: Pick<Storage, 'getItem'> | undefined): string {
  return platformUrl(storage, '/oauth2/authorize');
}

/** The desktop app's release feed (a code host's latest-release answer). */
export function releaseFeedUrl(storage: Pick<Storage, 'getItem'> | undefined): string {
  return platformUrl(storage, '/releases/latest');
}
