import { ENDPOINT_STORAGE_KEYS } from './endpoint';

export interface EndpointSettings {
  server: string;
  appId: string;
}

export function readEndpointSettings(storage: Pick<Storage, 'getItem'> | undefined): EndpointSettings {
  return {
    server: storage?.getItem(ENDPOINT_STORAGE_KEYS.serverUrl) ?? '',
    appId: storage?.getItem(ENDPOINT_STORAGE_KEYS.appId) ?? '',
  };
}

/**
 * Saves the endpoint settings (accounts-and-money §5): the server trimmed and lowercased, kept if
 * not empty; the app id kept only if it is a number. Input that does not qualify leaves the stored
 * value as it was.
 */
export function saveEndpointSettings(storage: Storage, { server, appId }: EndpointSettings): void {
  const cleanServer = server.trim().toLowerCase();
  if (cleanServer) storage.setItem(ENDPOINT_STORAGE_KEYS.serverUrl, cleanServer);
  const cleanAppId = appId.trim();
  if (/^\d+$/.test(cleanAppId)) storage.setItem(ENDPOINT_STORAGE_KEYS.appId, cleanAppId);
}

/** Reset removes both, back to the defaults for where the app runs. */
export function resetEndpointSettings(storage: Storage): void {
  storage.removeItem(ENDPOINT_STORAGE_KEYS.serverUrl);
  storage.removeItem(ENDPOINT_STORAGE_KEYS.appId);
}
