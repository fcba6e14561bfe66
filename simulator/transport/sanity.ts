import type { JsonObject } from '../protocol/envelope';

/** The platform's sanity check of a request (before schema validation): key names and value sizes. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;
const MAX_VALUE_LENGTH = 300;
const PASSWORD_KEY = /password/i;

function scalarTooLong(value: unknown): boolean {
  return typeof value === 'string' && value.length > MAX_VALUE_LENGTH;
}

function levelIsSane(object: JsonObject, depth: number): boolean {
  for (const [key, value] of Object.entries(object)) {
    if (!KEY_PATTERN.test(key)) return false;
    if (PASSWORD_KEY.test(key)) continue;
    if (scalarTooLong(value)) return false;
    if (Array.isArray(value) && value.some(scalarTooLong)) return false;
    if (depth === 0 && value && typeof value === 'object' && !Array.isArray(value) && !levelIsSane(value, 1)) {
      return false;
    }
  }
  return true;
}

/** Checks the top level and one nested level, as the platform does. */
export function passesSanityCheck(request: JsonObject): boolean {
  return levelIsSane(request, 0);
}
