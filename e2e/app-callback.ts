/** The app id the app uses on a loopback host, localhost or 127.0.0.1 (trading-core §9). */
export const LOOPBACK_APP_ID = '1159';

/**
 * The app's log-in callback when it is served at `appUrl`, as a world registers it for the app id:
 * the simulator's log-in page sends tokens there and nowhere else ({lang}: the log-in's language).
 */
export function loginCallbackOf(appUrl: string): string {
  return `${appUrl}/{lang}/logged_inws.html`;
}
