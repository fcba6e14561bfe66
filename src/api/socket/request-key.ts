import stableStringify from 'fast-json-stable-stringify';

const ENVELOPE_FIELDS = new Set(['req_id', 'passthrough', 'subscribe']);

/** Identical requests (envelope fields aside) share one stream: this is their key. */
export function requestKey(payload: object): string {
  return stableStringify(Object.fromEntries(Object.entries(payload).filter(([key]) => !ENVELOPE_FIELDS.has(key))));
}
