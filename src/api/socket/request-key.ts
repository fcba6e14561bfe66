const ENVELOPE_FIELDS = new Set(['req_id', 'passthrough', 'subscribe']);

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Identical requests (envelope fields aside) share one stream: this is their key. */
export function requestKey(payload: object): string {
  return stable(Object.fromEntries(Object.entries(payload).filter(([key]) => !ENVELOPE_FIELDS.has(key))));
}
