import { errorBody, type ApiError } from '../protocol/api-error';
import type { JsonObject } from '../protocol/envelope';

/** The API's error reply: the envelope, the error, and no call data. */
export function errorReply(envelope: JsonObject, msgType: string, error: ApiError): JsonObject {
  return { ...envelope, error: errorBody(error), msg_type: msgType };
}

/** A reply with no request to echo (unparseable input, refused connections). */
export function bareErrorReply(error: ApiError): JsonObject {
  return errorReply({ echo_req: {} }, 'error', error);
}
