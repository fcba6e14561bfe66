import type { JsonObject } from '../protocol/envelope';

/**
 * A reply body built against its generated type, in the form the handler table returns; the
 * transport still checks it against the call's receive schema.
 */
export function reply<T extends object>(body: T): JsonObject {
  return body as unknown as JsonObject;
}
