import stableStringify from 'fast-json-stable-stringify';

const ENVELOPE_FIELDS = new Set(['req_id', 'passthrough', 'subscribe']);

/** Two requests for the same stream have the same key: the request less its envelope, keys sorted. */
export function defaultStreamKey(request: object): string {
  return stableStringify(Object.fromEntries(Object.entries(request).filter(([key]) => !ENVELOPE_FIELDS.has(key))));
}
