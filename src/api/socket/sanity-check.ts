import type { ApiError } from '../../../schemas/generated/types';

/**
 * The platform's sanity check of a request, run before sending (api-v3 README §2): key names of
 * letters, digits, _ and - (1-50 long); scalar values of at most 300 characters without unusual
 * characters (only letters, digits, whitespace and common punctuation and symbols). Keys naming a
 * password are not checked; only the top level and one nested level are.
 */
const KEY = /^[A-Za-z0-9_-]{1,50}$/;
const VALUE = /^[\s\p{L}\p{Script=Common}]{0,300}$/u;
const PASSWORD_KEY = /password/i;

/** What a screen shows for a request that failed the check (trading-core §8); localize it there. */
export const SANITY_CHECK_MESSAGE = 'There was some invalid character in an input field.';

/** The refusal of a request that fails the check, with the platform's code and message. */
export const SANITY_CHECK_FAILED: ApiError = { code: 'SanityCheckFailed', message: 'Parameters sanity check failed.' };

function scalarIsSane(value: unknown): boolean {
  return typeof value !== 'string' || VALUE.test(value);
}

function levelIsSane(object: object, depth: number): boolean {
  return Object.entries(object).every(([key, value]: [string, unknown]) => {
    if (!KEY.test(key)) return false;
    if (PASSWORD_KEY.test(key)) return true;
    if (Array.isArray(value)) return value.every(scalarIsSane);
    if (value !== null && typeof value === 'object') return depth > 0 || levelIsSane(value, depth + 1);
    return scalarIsSane(value);
  });
}

export function passesSanityCheck(request: object): boolean {
  return levelIsSane(request, 0);
}
