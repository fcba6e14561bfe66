import type { CallHandler, HandlerTable } from '../handlers/handler';
import { describeError, type Logger } from '../log';
import type { Fault } from '../world/fault-plan';
import type { World } from '../world/world';
import { alreadySubscribed, ApiError, FRAMEWORK_ERRORS, frameworkError, rateLimited } from '../protocol/api-error';
import type { CallName, RequestOf } from '../protocol/calls';
import { callOf, echoOf, envelopeOf, isJsonObject, replyTypeOf, type JsonObject } from '../protocol/envelope';
import { checkRateLimit, checkScopes, POLICY_VIOLATION, type KeepAliveGuard } from './guards';
import { MAX_REQUEST_DEPTH, nestsDeeperThan } from './limits';
import { bareErrorReply, errorReply } from './replies';
import { passesSanityCheck } from './sanity';
import type { Session } from './session';
import { defaultStreamKey } from '../protocol/stream-key';
import { Sink, type UpdateBody } from './stream-sink';
import { responseProblems, validateRequest } from './validation';

export interface DispatchOptions {
  world: World;
  handlers: HandlerTable;
  logger: Logger;
  /** Check every reply against its schema (off in production mode). */
  checkReplies: boolean;
}

/** One connection as the dispatcher sees it. */
export interface ConnectionContext extends DispatchOptions {
  session: Session;
  keepAlive: KeepAliveGuard;
  send(reply: JsonObject): void;
  /** Sends a reply already serialised. */
  sendText(text: string): void;
}

/** A text frame read as a request: the parsed JSON (undefined when it is not JSON), or its refusal. */
export type ReadFrame = { request: unknown } | { refusal: ApiError };

/** Parses a frame; JSON nested too deep is refused before anything, JSON.parse included, walks it. */
export function readFrame(frame: string): ReadFrame {
  if (nestsDeeperThan(frame, MAX_REQUEST_DEPTH)) {
    return { refusal: new ApiError('BadRequest', FRAMEWORK_ERRORS.BadRequest, { max_depth: MAX_REQUEST_DEPTH }) };
  }
  try {
    return { request: JSON.parse(frame) };
  } catch {
    return { request: undefined };
  }
}

/** A reply as the log shows it: echo_req masked, as InputValidationFailed echoes the raw request. */
function loggable(reply: JsonObject): JsonObject {
  return isJsonObject(reply.echo_req) ? { ...reply, echo_req: echoOf(reply.echo_req) } : reply;
}

/** The envelope of a reply already built: what an error sent in its place carries. */
function envelopeOfReply(reply: JsonObject): JsonObject {
  const envelope: JsonObject = { echo_req: reply.echo_req ?? {} };
  if (reply.req_id !== undefined) envelope.req_id = reply.req_id;
  if (reply.passthrough !== undefined) envelope.passthrough = reply.passthrough;
  return envelope;
}

/**
 * The last resort when answering failed: InternalServerError on the request's envelope or, when that
 * cannot be sent either, on none. Never throws: one request's failure must not end the process.
 */
function answerInternalError(context: ConnectionContext, msgType: string, envelope: () => JsonObject): void {
  const refusal = frameworkError('InternalServerError');
  try {
    context.send(errorReply(envelope(), msgType, refusal));
  } catch {
    try {
      context.send(bareErrorReply(refusal));
    } catch (error) {
      context.logger.error('InternalServerError could not be sent', describeError(error));
    }
  }
}

/** Runs `answer`; when it throws, logs that and answers InternalServerError instead. Never throws. */
function guarded(context: ConnectionContext, msgType: string, envelope: () => JsonObject, answer: () => void): void {
  try {
    answer();
  } catch (error) {
    context.logger.error(`${msgType} reply failed`, describeError(error));
    answerInternalError(context, msgType, envelope);
  }
}

/**
 * Sends a reply, first checking it against its schema outside production mode. Throws when the reply
 * cannot be checked or serialised: its caller answers InternalServerError on the request's envelope.
 */
function deliver(context: ConnectionContext, reply: JsonObject): void {
  const problems = context.checkReplies ? responseProblems(reply) : undefined;
  if (!problems) {
    context.send(reply);
    return;
  }
  const msgType = String(reply.msg_type);
  context.logger.error(`reply ${msgType} breaks its schema`, { reply: loggable(reply), problems });
  context.send(errorReply(envelopeOfReply(reply), msgType, frameworkError('OutputValidationFailed')));
}

/** Sends a reply already serialised; outside production mode it is parsed and checked like any other. */
function deliverSerialised(context: ConnectionContext, text: string): void {
  if (context.checkReplies) deliver(context, JSON.parse(text) as JsonObject);
  else context.sendText(text);
}

/**
 * A reply: the envelope, msg_type, the body's fields, then `extra`'s. Object.assign, not a spread: V8
 * gives a spread copy that then gains fields a map of its own each time, microseconds on every reply.
 */
function replyOf(envelope: JsonObject, msgType: string, body: object, extra?: JsonObject): JsonObject {
  return Object.assign({}, envelope, { msg_type: msgType }, body, extra);
}

/** A handler as the transport runs it: for any call, on a request its call's schema accepted. */
type AnyCallHandler = CallHandler<CallName>;
type AnyRequest = RequestOf<CallName>;

function wantsStream(handler: AnyCallHandler, request: AnyRequest): boolean {
  const subscribes = 'subscribe' in request && request.subscribe === 1;
  return Boolean(handler.stream && (subscribes || handler.stream.alwaysStreams));
}

/** Waits and refuses as a queued fault says; returns the reply body it answers with instead, if any. */
async function applyFault(fault: Fault): Promise<JsonObject | undefined> {
  if (fault.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
  if (fault.error) throw new ApiError(fault.error.code, fault.error.message);
  return fault.reply as JsonObject | undefined;
}

/**
 * Sends a stream's updates with its envelope and subscription id. A serialised body is spliced between
 * the envelope's text, serialised once per stream, and the subscription's: the same text as serialising
 * the whole reply, without serialising echo_req again on every update.
 */
function updateSender(context: ConnectionContext, call: CallName, envelope: JsonObject, sink: Sink) {
  const subscription: JsonObject = { subscription: { id: sink.id } };
  const subscriptionText = JSON.stringify(subscription).slice(1);
  const defaultType = replyTypeOf(call);
  let defaultHead: string | undefined;
  const headOf = (msgType: string) => JSON.stringify(replyOf(envelope, msgType, {})).slice(0, -1);
  return (body: UpdateBody, msgType = defaultType) =>
    guarded(
      context,
      msgType,
      () => envelope,
      () => {
        if (typeof body !== 'string') return deliver(context, replyOf(envelope, msgType, body, subscription));
        const head = msgType === defaultType ? (defaultHead ??= headOf(msgType)) : headOf(msgType);
        const fields = body.slice(1, -1);
        deliverSerialised(context, `${head},${fields}${fields ? ',' : ''}${subscriptionText}`);
      },
    );
}

function openStream(
  context: ConnectionContext,
  call: CallName,
  handler: AnyCallHandler,
  request: AnyRequest,
  envelope: JsonObject,
): Sink {
  const spec = handler.stream!;
  const key = `${call}:${spec.key ? spec.key(request, context.session) : defaultStreamKey(request)}`;
  if (context.session.streams.hasKey(key)) throw alreadySubscribed(spec.describe?.(request) ?? call);
  const sink: Sink = new Sink({
    send: (body, msgType) => send(body, msgType),
    unregister: (id) => context.session.streams.forget(id),
  });
  const send = updateSender(context, call, envelope, sink);
  context.session.streams.add({
    id: sink.id,
    type: spec.typeOf?.(request) ?? spec.type,
    key,
    needsAuth: Boolean(handler.scopes),
    stop: () => sink.stop(),
  });
  return sink;
}

async function answer(
  context: ConnectionContext,
  call: CallName,
  handler: AnyCallHandler,
  request: AnyRequest,
  envelope: JsonObject,
): Promise<void> {
  const replyType = replyTypeOf(call, request);
  let sink: Sink | undefined;
  try {
    checkScopes(handler, context.session);
    checkRateLimit(context.world, context.session, call);
    // Without a fault or an asynchronous handler the reply goes out in this turn, with no promise hops.
    const fault = context.world.faults.take(call);
    const canned = fault ? await applyFault(fault) : undefined;
    if (canned) {
      deliver(context, replyOf(envelope, replyType, canned));
      return;
    }
    if (wantsStream(handler, request)) sink = openStream(context, call, handler, request, envelope);
    const result = handler.handle({
      world: context.world,
      request,
      session: context.session,
      stream: sink,
      followUp(result) {
        guarded(
          context,
          replyType,
          () => envelope,
          () =>
            deliver(
              context,
              result instanceof ApiError
                ? errorReply(envelope, replyType, result)
                : replyOf(envelope, replyType, result),
            ),
        );
      },
    });
    const body = result instanceof Promise ? await result : result;
    const subscription = sink && !sink.isEnded ? { subscription: { id: sink.id } } : undefined;
    deliver(context, replyOf(envelope, replyType, body, subscription));
    sink?.release();
  } catch (error) {
    if (sink) context.session.streams.forget(sink.id);
    if (!(error instanceof ApiError)) context.logger.error(`${call} failed`, describeError(error));
    deliver(
      context,
      errorReply(envelope, replyType, error instanceof ApiError ? error : frameworkError('InternalServerError')),
    );
  }
}

/** One text frame in, its reply (and any stream updates) out. Never throws. */
export function dispatchFrame(context: ConnectionContext, frame: string): Promise<void> {
  const read = readFrame(frame);
  if ('refusal' in read) {
    deliver(context, bareErrorReply(read.refusal));
    return Promise.resolve();
  }
  return dispatchRequest(context, read.request);
}

/**
 * A frame already parsed (undefined when it was not JSON): its reply (and any stream updates) out.
 * `echo` is the request's echoOf when the caller made it already. Never throws: whatever escapes is
 * answered with InternalServerError.
 */
export async function dispatchRequest(context: ConnectionContext, request: unknown, echo?: JsonObject): Promise<void> {
  try {
    await route(context, request, echo);
  } catch (error) {
    const call = isJsonObject(request) ? callOf(request) : undefined;
    const msgType = call ? replyTypeOf(call, request as JsonObject) : 'error';
    context.logger.error(`${msgType} request failed`, describeError(error));
    answerInternalError(context, msgType, () =>
      isJsonObject(request) ? envelopeOf(request, echo ?? echoOf(request)) : { echo_req: {} },
    );
  }
}

async function route(context: ConnectionContext, request: unknown, echo: JsonObject | undefined): Promise<void> {
  if (!isJsonObject(request)) return deliver(context, bareErrorReply(frameworkError('BadRequest')));
  const envelope = envelopeOf(request, echo ?? echoOf(request));
  if (!passesSanityCheck(request))
    return deliver(context, errorReply(envelope, 'error', frameworkError('SanityCheckFailed')));
  const call = callOf(request);
  const handler: AnyCallHandler | undefined = call ? context.handlers[call] : undefined;
  if (!call || !handler) return deliver(context, errorReply(envelope, 'error', frameworkError('UnrecognisedRequest')));
  const replyType = replyTypeOf(call, request);
  if ((call === 'ping' || call === 'time') && !context.keepAlive.allow()) {
    deliver(context, errorReply(envelope, replyType, rateLimited(call)));
    context.session.close(POLICY_VIOLATION, 'Policy Violation');
    return;
  }
  let validated: AnyRequest;
  try {
    validated = validateRequest(call, request);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The platform echoes the raw request when the request itself is at fault.
    return deliver(context, errorReply(envelopeOf(request, request), replyType, error));
  }
  const parts = handler.stream?.split?.(validated) ?? [validated];
  for (const part of parts) await answer(context, call, handler, part, envelope);
}
