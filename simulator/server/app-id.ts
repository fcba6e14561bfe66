/** App ids the platform knows without registration (trading-core §9). */
export const KNOWN_APP_IDS = new Set(['1', '1098', '14473', '1159', '15265', '15284']);

const APP_ID_PATTERN = /^(?!0)[0-9]{1,19}$/;

export function isWellFormedAppId(appId: string | null): appId is string {
  return appId !== null && APP_ID_PATTERN.test(appId);
}
