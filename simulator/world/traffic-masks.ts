import { echoOf, isJsonObject, type Json } from '../protocol/envelope';

/** How the log shows a hidden value: as echo_req shows one. */
const NOT_SHOWN = '<not shown>';
/** Request fields echo_req shows but the log hides: one-time codes, and the token a call deletes. */
const REQUEST_SECRETS = new Set(['verification_code', 'otp', 'delete_token']);
/** Reply fields that hand out credentials: API and OAuth tokens, a sign-up's codes, a 2FA secret. */
const REPLY_SECRETS = new Set(['token', 'oauth_token', 'refresh_token', 'login_code', 'secret_key']);

/** A `"field": "value"` or `"field": [...]` in a frame that is not JSON, the value possibly cut short. */
const TEXT_FIELD = /"((?:[^"\\]|\\.)*)"\s*:\s*(?:"(?:[^"\\]|\\.)*"?|\[[^\]]*\]?)/g;

/** A request as the log keeps it: masked as echo_req masks it, at every depth, and one-time codes hidden. */
export function maskedRequest(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskedRequest);
  if (!isJsonObject(value)) return value;
  // A copy: echo_req itself goes out to the client unchanged.
  const masked = echoOf(value);
  for (const key of Object.keys(masked))
    masked[key] = REQUEST_SECRETS.has(key) ? NOT_SHOWN : (maskedRequest(masked[key]) as Json);
  return masked;
}

/** A frame that is not JSON, kept as sent but for the values of fields a request would have masked. */
export function maskedText(frame: string): string {
  return frame.replace(TEXT_FIELD, (field, key: string) => {
    const hidden = REQUEST_SECRETS.has(key) || echoOf({ [key]: null })[key] !== null;
    return hidden ? `"${key}":"${NOT_SHOWN}"` : field;
  });
}

/** Hides the credentials a reply hands out, in place. */
function hideReplySecrets(value: unknown): void {
  if (Array.isArray(value)) for (const item of value) hideReplySecrets(item);
  else if (isJsonObject(value))
    for (const key of Object.keys(value)) {
      if (REPLY_SECRETS.has(key)) value[key] = NOT_SHOWN;
      else hideReplySecrets(value[key]);
    }
}

/**
 * A reply as the log shows it, masked in place (the log's own parse or copy of it). An error reply may
 * echo the raw request.
 */
export function maskedReply(reply: unknown): unknown {
  if (!isJsonObject(reply)) return reply;
  hideReplySecrets(reply);
  if (reply.echo_req !== undefined) reply.echo_req = maskedRequest(reply.echo_req) as Json;
  if (reply.passthrough !== undefined) reply.passthrough = maskedRequest(reply.passthrough) as Json;
  // A cashier page's address is the page's only credential.
  if (reply.msg_type === 'cashier' && typeof reply.cashier === 'string') reply.cashier = NOT_SHOWN;
  return reply;
}

/**
 * A message as the log keeps it: a request (`in`; one that is not JSON as its text) masked as echo_req
 * masks it, a reply (`out`) with the credentials it hands out hidden. The message itself is left as it is.
 */
export function maskedMessage(direction: 'in' | 'out', message: unknown): unknown {
  if (direction === 'out') return maskedReply(structuredClone(message));
  return typeof message === 'string' ? maskedText(message) : maskedRequest(message);
}
