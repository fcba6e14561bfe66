import type { CallName } from '../../schemas/generated/types';
import type { HandlerTable } from '../handlers/handler';
import type { Logger } from '../log';
import type { World } from '../world/world';
import { ApiError, frameworkError } from './api-error';
import { callOf, echoOf, envelopeOf, isJsonObject, replyTypeOf, type JsonObject } from './envelope';
import { responseProblems, validateRequest } from './validation';

export interface DispatchOptions {
  world: World;
  handlers: HandlerTable;
  logger: Logger;
  /** Check every reply against its schema (off in production mode). */
  checkReplies: boolean;
}

function errorReply(envelope: JsonObject, msgType: string, error: ApiError): JsonObject {
  const body: JsonObject = { code: error.code, message: error.message };
  if (error.details) body.details = error.details as JsonObject;
  return { ...envelope, error: body, msg_type: msgType };
}

function parse(frame: string): unknown {
  try {
    return JSON.parse(frame);
  } catch {
    return undefined;
  }
}

async function answer(options: DispatchOptions, request: JsonObject): Promise<JsonObject> {
  const call = callOf(request);
  const handler = call && options.handlers[call];
  if (!call || !handler)
    return errorReply(envelopeOf(request, echoOf(request)), 'error', frameworkError('UnrecognisedRequest'));
  let validated: JsonObject;
  try {
    validated = validateRequest(call, request);
  } catch (error) {
    // The platform echoes the raw request when the request itself is at fault.
    return errorReply(envelopeOf(request, request), call, error as ApiError);
  }
  const envelope = envelopeOf(request, echoOf(request));
  try {
    const body = await handler.handle({ world: options.world, request: validated });
    return { ...envelope, msg_type: replyTypeOf(call), ...body };
  } catch (error) {
    if (error instanceof ApiError) return errorReply(envelope, call, error);
    options.logger.error(`${call} failed`, String((error as Error)?.stack ?? error));
    return errorReply(envelope, call, frameworkError('InternalServerError'));
  }
}

function checked(options: DispatchOptions, reply: JsonObject, call: CallName | 'error'): JsonObject {
  if (!options.checkReplies) return reply;
  const problems = responseProblems(reply);
  if (!problems) return reply;
  options.logger.error(`reply to ${call} breaks its schema`, { reply, problems });
  const envelope: JsonObject = { echo_req: reply.echo_req ?? {} };
  if (reply.req_id !== undefined) envelope.req_id = reply.req_id;
  return errorReply(envelope, String(reply.msg_type), frameworkError('OutputValidationFailed'));
}

/** One text frame in, one reply out. Never throws: every failure becomes the API's error reply. */
export async function dispatchFrame(options: DispatchOptions, frame: string): Promise<JsonObject> {
  const request = parse(frame);
  if (!isJsonObject(request)) return errorReply({ echo_req: {} }, 'error', frameworkError('BadRequest'));
  const reply = await answer(options, request);
  return checked(options, reply, callOf(request) ?? 'error');
}
