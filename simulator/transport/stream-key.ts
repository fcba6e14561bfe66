import type { JsonObject, Json } from './envelope';

const ENVELOPE_FIELDS = new Set(['req_id', 'passthrough', 'subscribe']);

function stable(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stable(value[key] as Json)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Two requests for the same stream have the same key: the request less its envelope, keys sorted. */
export function defaultStreamKey(request: JsonObject): string {
  const fields = Object.fromEntries(Object.entries(request).filter(([key]) => !ENVELOPE_FIELDS.has(key)));
  return stable(fields);
}
