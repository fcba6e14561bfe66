import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { RawData, WebSocket } from 'ws';
import { describeError } from '../log';
import { ApiError, frameworkError } from '../protocol/api-error';
import { dispatchRequest, readFrame, type ConnectionContext, type DispatchOptions } from './dispatch';
import { echoOf, isJsonObject, type JsonObject } from '../protocol/envelope';
import { KeepAliveGuard, releaseRateLimits } from './guards';
import { MAX_REQUEST_BYTES, MAX_REQUEST_DEPTH } from './limits';
import { bareErrorReply } from './replies';
import type { ClientInfo } from '../handlers/handler';
import { Session } from './session';

export interface ConnectionOptions extends DispatchOptions {
  appId: string;
  /** False for a well-formed app id the platform does not know: the first request is refused, then the socket closes. */
  appIdKnown: boolean;
  /** The `l` query parameter. */
  language: string | null;
  /** The peer's address and user agent. */
  client?: ClientInfo;
  /** Where the world's HTTP pages (the cashier page) are served, as the client reached the socket. */
  httpBase: string;
  /** The upgraded TCP socket under `socket`: frames sent in one turn of the event loop leave in one write. */
  rawSocket?: Duplex;
}

const LANGUAGE_PATTERN = /^[A-Za-z]{2}(_[A-Za-z]{2})?$/;

/** The platform upper-cases `l` and falls back to EN for anything malformed. */
export function languageOf(l: string | null): string {
  return l && LANGUAGE_PATTERN.test(l) ? l.toUpperCase() : 'EN';
}

/**
 * Corks `raw` until the end of the current turn: a tick's hundreds of stream updates then leave in one
 * write instead of one system call per frame. Each message is still its own frame.
 */
function writesBatchedPerTurn(raw: Duplex): () => void {
  let corked = false;
  return () => {
    if (corked) return;
    corked = true;
    raw.cork();
    process.nextTick(() => {
      corked = false;
      raw.uncork();
    });
  };
}

/** Serves one client socket: each text frame is a request, answered on the same socket. */
export function serveConnection(socket: WebSocket, options: ConnectionOptions): Session {
  const { world } = options;
  const session = new Session({
    id: randomUUID(),
    appId: options.appId,
    language: languageOf(options.language),
    client: options.client,
    httpBase: options.httpBase,
    close: (code, reason) => socket.close(code, reason),
  });
  const batchWrites = options.rawSocket ? writesBatchedPerTurn(options.rawSocket) : () => {};
  const sendText = (text: string) => {
    if (socket.readyState !== socket.OPEN) return;
    world.traffic.recordSerialised({ connection: session.id, direction: 'out', json: text });
    batchWrites();
    socket.send(text);
  };
  const send = (reply: JsonObject) => sendText(JSON.stringify(reply));
  const context: ConnectionContext = {
    ...options,
    session,
    keepAlive: new KeepAliveGuard(world.fixture.keepalive_calls_per_second),
    send,
    sendText,
  };
  world.connections.add(session);

  const receive = (data: RawData, isBinary: boolean) => {
    const size = Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength;
    if (!options.appIdKnown) {
      send(bareErrorReply(frameworkError('InvalidAppID')));
      session.close(1008, 'InvalidAppID');
    } else if (isBinary) {
      const frame = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
      world.traffic.record({ connection: session.id, direction: 'in', message: `<binary ${frame.length} bytes>` });
      if (session.uploads.receive(frame) === 'unknown') send(bareErrorReply(frameworkError('BadRequest')));
    } else if (size > MAX_REQUEST_BYTES) {
      send(
        bareErrorReply(
          new ApiError('BadRequest', frameworkError('BadRequest').message, { max_bytes: MAX_REQUEST_BYTES }),
        ),
      );
    } else {
      const frame = data.toString();
      const read = readFrame(frame);
      if ('refusal' in read) {
        const message = `<request nested deeper than ${MAX_REQUEST_DEPTH} levels, ${size} bytes>`;
        world.traffic.record({ connection: session.id, direction: 'in', message });
        send(bareErrorReply(read.refusal));
        return;
      }
      const { request } = read;
      // The log keeps the request as echo_req shows it: one masked copy serves both.
      const echo = isJsonObject(request) ? echoOf(request) : undefined;
      world.traffic.record({
        connection: session.id,
        direction: 'in',
        message: echo ?? (request === undefined ? frame : request),
      });
      void dispatchRequest(context, request, echo);
    }
  };
  socket.on('message', (data, isBinary) => {
    try {
      receive(data, isBinary);
    } catch (error) {
      // What fails before the dispatcher takes over (which answers its own failures) ends here, not the process.
      options.logger.error('frame failed', describeError(error));
      send(bareErrorReply(frameworkError('InternalServerError')));
    }
  });
  socket.on('close', () => {
    session.logout();
    session.streams.endAll();
    session.uploads.clear();
    releaseRateLimits(world, session);
    world.connections.delete(session);
  });
  socket.on('error', (error) => options.logger.warn('socket error', error.message));
  return session;
}
