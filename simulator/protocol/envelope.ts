import { CALL_NAMES, type CallName } from '../../schemas/generated/types';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const KNOWN_CALLS = new Set<string>(CALL_NAMES);

/** Request fields the platform never echoes back (they hold secrets or personal data). */
const SENSITIVE_FIELDS = new Set([
  'authorize',
  'tokens',
  'password',
  'client_password',
  'old_password',
  'new_password',
  'lock_password',
  'unlock_password',
  'mainPassword',
  'investPassword',
  'phonePassword',
  'secret_answer',
  'first_name',
  'last_name',
  'phone',
  'calling_country_code',
]);
const NOT_SHOWN = '<not shown>';

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The call a request names: the one known method key among its fields, wherever it stands. */
export function callOf(request: JsonObject): CallName | undefined {
  return Object.keys(request).find((key): key is CallName => KNOWN_CALLS.has(key));
}

/** echo_req: the request as received, with sensitive values masked. A loop: every request makes one. */
export function echoOf(request: JsonObject): JsonObject {
  const echo: JsonObject = {};
  for (const key of Object.keys(request)) {
    const value = SENSITIVE_FIELDS.has(key) ? NOT_SHOWN : request[key]!;
    // A "__proto__" field stays an own field, as JSON.parse made it, instead of setting the prototype.
    if (key === '__proto__')
      Object.defineProperty(echo, key, { value, enumerable: true, writable: true, configurable: true });
    else echo[key] = value;
  }
  return echo;
}

/** The reply `msg_type` of a call, where the API gives it another name. */
export function replyTypeOf(call: CallName, request?: object): string {
  if (call === 'ticks_history')
    return request && 'style' in request && request.style === 'candles' ? 'candles' : 'history';
  return call === 'ticks' ? 'tick' : call;
}

/** The envelope fields every reply to `request` carries. */
export function envelopeOf(request: JsonObject, echo: JsonObject): JsonObject {
  const envelope: JsonObject = { echo_req: echo };
  if (Number.isInteger(request.req_id)) envelope.req_id = request.req_id as number;
  if (isJsonObject(request.passthrough)) envelope.passthrough = request.passthrough;
  return envelope;
}
