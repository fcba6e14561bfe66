import type { SiteState } from '../domain/site';

/** App ids the platform knows without registration (trading-core §9). */
export const KNOWN_APP_IDS: ReadonlySet<string> = new Set(['1', '1098', '14473', '1159', '15265', '15284']);

/** Whether a world accepts an app id: one of the platform's own, or one registered in that world. */
export function isAppIdKnown(site: SiteState, appId: string): boolean {
  return KNOWN_APP_IDS.has(appId) || site.registered_app_ids.includes(appId);
}

const APP_ID_PATTERN = /^(?!0)[0-9]{1,19}$/;

export function isWellFormedAppId(appId: string | null): appId is string {
  return appId !== null && APP_ID_PATTERN.test(appId);
}

/** Where the app's log-ins come back to (a URL that may hold {lang}), when the app has registered one. */
export function registeredRedirectUri(site: SiteState, appId: string): string | undefined {
  return Object.hasOwn(site.app_redirect_uris, appId) ? site.app_redirect_uris[appId] : undefined;
}
