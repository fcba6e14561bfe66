import type { ApiError, CallMap, CallName } from '../../../schemas/generated/types';
import { RECONNECT_DELAYS_MS, SOCKET_OPEN_TIMEOUT_MS, SOCKET_REPLY_TIMEOUT_MS } from '../../lib/constants';
import { isDroppedWhileReconnecting, isSentOnlyWhenOpen, isSentWhileSiteDown } from './call-rules';
import { CONNECTION_LOST, OUTCOME_UNKNOWN, SITE_UNAVAILABLE } from './refusals';
import { requestKey } from './request-key';
import { passesSanityCheck, SANITY_CHECK_FAILED } from './sanity-check';

export { CONNECTION_LOST, OUTCOME_UNKNOWN, SITE_UNAVAILABLE } from './refusals';

export type ConnectionStatus = 'connecting' | 'open' | 'closed';

/** What the client needs of a WebSocket: the browser's (ws's in Node tests behaves the same). */
export type SocketLike = Pick<WebSocket, 'readyState' | 'send' | 'close' | 'onopen' | 'onclose' | 'onmessage'>;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SocketClientOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  onStatus?: (status: ConnectionStatus) => void;
  /** Reconnection and the open and reply timeouts wait on these timers, so tests control them. */
  timers?: Timers;
  /** The platform refused the app id: the client stops reconnecting and reports the server's message. */
  onInvalidAppId?: (message: string) => void;
}

export type RequestOf<C extends CallName> = Omit<CallMap[C]['request'], 'req_id'>;
export type ResponseOf<C extends CallName> = CallMap[C]['response'];

/** A live stream as its user holds it. */
export interface StreamHandle<C extends CallName> {
  /** The first reply (it carries the subscription id), or the refusal. */
  ready: Promise<ResponseOf<C>>;
  unsubscribe(): void;
}

interface Pending {
  call: string;
  resolve: (response: unknown) => void;
  reject: (error: ApiError) => void;
  /** Set once the frame is on the socket: the wait for its answer. */
  replyTimeout?: unknown;
}

/** A request on its way out: sent at once on an open socket, else queued until it opens. */
interface Outgoing {
  call: string;
  reqId: number;
  frame: string;
}

interface StreamUser {
  onMessage: (message: unknown) => void;
  onError?: (error: ApiError) => void;
}

interface Stream {
  key: string;
  call: string;
  payload: object;
  reqId: number;
  subscriptionId: string | undefined;
  users: Set<StreamUser>;
  ready: Promise<unknown>;
}

interface Message {
  req_id?: number;
  msg_type?: string;
  error?: ApiError;
  subscription?: { id: string };
  website_status?: { site_status?: string };
}

const OPEN = 1;

/**
 * Streams a page cancels with one forget_all when it leaves (trading-core §4, §7): when every stream of
 * such a call closes in one go and none is left, the platform gets one forget_all instead of a forget each
 * (the portfolio's and the popup's contract streams included).
 */
const FORGOTTEN_ALL_AT_ONCE = ['proposal', 'proposal_array', 'proposal_open_contract'] as const;

/**
 * One socket to the platform. Requests made while it is not open wait in a queue (authorize first);
 * each carries an incrementing req_id and resolves with the reply that echoes it. Identical streams are
 * shared and forgotten when their last user leaves; a stream the platform ends with an error tells its
 * users why. A socket that does not open within 5 s, or leaves a request unanswered for 10 s, is given
 * up. After a drop it reconnects with backoff, authorizes again and re-subscribes every live stream;
 * plain requests in flight are refused, never re-sent, and calls that move money are sent on an open
 * socket or not at all (a buy must not repeat, nor go out late). Refused here, unsent: a request that
 * would fail the platform's sanity check, anything but the site's status while the site is not up, and
 * everything once the platform has refused the app id.
 */
export class SocketClient {
  private socket: SocketLike | undefined;
  private nextReqId = 1;
  private queue: Outgoing[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly streams = new Map<string, Stream>();
  private readonly streamsByReqId = new Map<number, Stream>();
  private token: string | undefined;
  private attempt = 0;
  private reconnectTimer: unknown;
  private openTimeout: unknown;
  private closedByUs = false;
  private closing: Stream[] = [];
  /** Unknown counts as up: only a site status known to be other than 'up' holds calls back. */
  private siteUp = true;
  private appIdRefusal: ApiError | undefined;
  private readonly timers: Timers;

  constructor(private readonly options: SocketClientOptions) {
    this.timers = options.timers ?? {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
  }

  request<C extends CallName>(call: C, payload: RequestOf<C>): Promise<ResponseOf<C>> {
    return this.send(call, payload) as Promise<ResponseOf<C>>;
  }

  /**
   * Joins (or opens) the stream of `payload`: `listener` gets every message after the first reply,
   * `onError` the refusal that ends the stream later on (its first reply's refusal rejects `ready`).
   */
  subscribe<C extends CallName>(
    call: C,
    payload: RequestOf<C>,
    listener: (message: ResponseOf<C>) => void,
    onError?: (error: ApiError) => void,
  ): StreamHandle<C> {
    const key = requestKey(payload);
    let stream = this.streams.get(key);
    if (!stream) stream = this.openStream(call, key, { ...payload, subscribe: 1 });
    const own = stream;
    const user: StreamUser = { onMessage: listener as (message: unknown) => void, onError };
    own.users.add(user);
    return {
      ready: own.ready as Promise<ResponseOf<C>>,
      unsubscribe: () => {
        own.users.delete(user);
        if (own.users.size === 0) this.closeStream(own);
      },
    };
  }

  /**
   * A call that announces a binary upload (document_upload): the binary frames `framesFor` makes of its
   * first reply go out on the same socket, and the promise resolves with the platform's second reply to
   * the request, which says how the upload went. A drop in between refuses it; nothing is re-sent.
   */
  upload<C extends CallName>(
    call: C,
    payload: RequestOf<C>,
    framesFor: (announced: ResponseOf<C>) => readonly Uint8Array[],
  ): Promise<ResponseOf<C>> {
    const reqId = this.nextReqId++;
    return this.send(call, payload, reqId).then((announced) => {
      const socket = this.socket;
      if (socket?.readyState !== OPEN) throw CONNECTION_LOST;
      return new Promise<ResponseOf<C>>((resolve, reject) => {
        const pending: Pending = { call, resolve: resolve as (response: unknown) => void, reject };
        this.pending.set(reqId, pending);
        for (const frame of framesFor(announced as ResponseOf<C>)) socket.send(frame);
        pending.replyTimeout = this.timers.setTimeout(() => this.giveUp(socket), SOCKET_REPLY_TIMEOUT_MS);
      });
    });
  }

  /** The token to authorize with again after a reconnect (undefined after log-out). */
  setToken(token: string | undefined): void {
    this.token = token;
  }

  close(): void {
    this.closedByUs = true;
    this.timers.clearTimeout(this.reconnectTimer);
    this.socket?.close();
  }

  private send(call: string, payload: object, reqId = this.nextReqId++): Promise<unknown> {
    const refusal = this.refusalOf(call, payload);
    if (refusal) return Promise.reject(refusal);
    return new Promise((resolve, reject) => {
      this.pending.set(reqId, { call, resolve, reject });
      this.transmit({ call, reqId, frame: JSON.stringify({ ...payload, req_id: reqId }) });
    });
  }

  /** Why `call` may not go out now, if it may not. */
  private refusalOf(call: string, payload: object): ApiError | undefined {
    if (this.appIdRefusal) return this.appIdRefusal;
    if (!passesSanityCheck(payload)) return SANITY_CHECK_FAILED;
    if (!this.siteUp && !isSentWhileSiteDown(call)) return SITE_UNAVAILABLE;
    if (isSentOnlyWhenOpen(call) && this.socket?.readyState !== OPEN) return CONNECTION_LOST;
    // attempt counts the reconnections since the socket was last open.
    if (isDroppedWhileReconnecting(call) && this.attempt > 0) return CONNECTION_LOST;
    return undefined;
  }

  private openStream(call: string, key: string, payload: object): Stream {
    const reqId = this.nextReqId++;
    const stream: Stream = {
      key,
      call,
      payload,
      reqId,
      subscriptionId: undefined,
      users: new Set(),
      ready: Promise.resolve(),
    };
    this.ask(stream);
    this.streams.set(key, stream);
    this.streamsByReqId.set(reqId, stream);
    return stream;
  }

  /**
   * Sends the stream's request under its current req_id. A refusal ends the stream; a dropped
   * connection does not: the stream stays live and is asked again after the reconnect, its first
   * reply then going to the users that are still there.
   */
  private ask(stream: Stream): Promise<unknown> {
    const answered = this.send(stream.call, stream.payload, stream.reqId).then(
      (first) => {
        stream.subscriptionId = (first as Message).subscription?.id;
        return first;
      },
      (error: ApiError) => {
        if (error !== CONNECTION_LOST || this.closedByUs) this.dropStream(stream);
        throw error;
      },
    );
    answered.catch(() => undefined);
    stream.ready = answered;
    return answered;
  }

  /** Forgets a stream whose last user left, together with the others closed in the same turn. */
  private closeStream(stream: Stream): void {
    this.dropStream(stream);
    this.closing.push(stream);
    if (this.closing.length === 1) this.timers.setTimeout(() => void this.forgetClosed(), 0);
  }

  private async forgetClosed(): Promise<void> {
    const closed = this.closing;
    this.closing = [];
    await Promise.allSettled(closed.map((stream) => stream.ready));
    // A closed client has no subscriptions left to forget, and must not connect again to say so.
    if (this.closedByUs) return;
    const subscribed = closed.filter((stream) => stream.subscriptionId !== undefined);
    for (const call of FORGOTTEN_ALL_AT_ONCE) {
      const ofCall = subscribed.filter((stream) => stream.call === call);
      // Checked right before sending: a stream of the call opened since would be forgotten with them.
      if (ofCall.length === 0 || this.isStreaming(call)) continue;
      this.send('forget_all', { forget_all: call }).catch(() => undefined);
      for (const stream of ofCall) stream.subscriptionId = undefined;
    }
    for (const stream of subscribed) {
      if (stream.subscriptionId) this.send('forget', { forget: stream.subscriptionId }).catch(() => undefined);
    }
  }

  private isStreaming(call: string): boolean {
    return [...this.streams.values()].some((stream) => stream.call === call);
  }

  private dropStream(stream: Stream): void {
    if (this.streams.get(stream.key) === stream) this.streams.delete(stream.key);
    this.streamsByReqId.delete(stream.reqId);
  }

  /** The platform ended the stream with a refusal: its users hear why, and there is nothing to forget. */
  private endStream(stream: Stream, error: ApiError): void {
    this.dropStream(stream);
    stream.subscriptionId = undefined;
    for (const user of [...stream.users]) user.onError?.(error);
  }

  private transmit(outgoing: Outgoing): void {
    if (!this.socket && this.reconnectTimer !== undefined) {
      this.queue.push(outgoing);
      return;
    }
    const socket = this.connect();
    if (socket.readyState === OPEN) this.sendNow(socket, outgoing);
    else this.queue.push(outgoing);
  }

  /** Puts a request on the socket and starts the wait for its answer (unless it was refused meanwhile). */
  private sendNow(socket: SocketLike, { reqId, frame }: Outgoing): void {
    const pending = this.pending.get(reqId);
    if (!pending) return;
    socket.send(frame);
    pending.replyTimeout = this.timers.setTimeout(() => this.giveUp(socket), SOCKET_REPLY_TIMEOUT_MS);
  }

  private connect(): SocketLike {
    if (this.socket) return this.socket;
    this.reconnectTimer = undefined;
    this.closedByUs = false;
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    this.options.onStatus?.('connecting');
    socket.onopen = () => this.opened(socket);
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => this.closed();
    this.openTimeout = this.timers.setTimeout(() => this.giveUp(socket), SOCKET_OPEN_TIMEOUT_MS);
    return socket;
  }

  /** A socket that did not open in time, or left a request unanswered too long, is dropped for a new one. */
  private giveUp(socket: SocketLike): void {
    if (this.socket !== socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.close();
    this.closed();
  }

  private opened(socket: SocketLike): void {
    this.timers.clearTimeout(this.openTimeout);
    const wasReconnect = this.attempt > 0;
    this.attempt = 0;
    this.options.onStatus?.('open');
    const queued = this.queue.splice(0);
    if (!wasReconnect) {
      // A stored session's authorize goes first, so every request after it is the account's.
      const ordered = [...queued.filter(isAuthorize), ...queued.filter((outgoing) => !isAuthorize(outgoing))];
      for (const outgoing of ordered) this.sendNow(socket, outgoing);
      return;
    }
    void this.restore(queued);
  }

  /** After a reconnect: authorize first, then re-subscribe, then what was queued meanwhile. */
  private async restore(queued: Outgoing[]): Promise<void> {
    if (this.token) await this.send('authorize', { authorize: this.token }).catch(() => undefined);
    for (const stream of [...this.streams.values()]) {
      this.streamsByReqId.delete(stream.reqId);
      stream.reqId = this.nextReqId++;
      this.streamsByReqId.set(stream.reqId, stream);
      this.ask(stream).then(
        (first) => {
          for (const user of stream.users) user.onMessage(first);
        },
        (error: ApiError) => {
          if (error !== CONNECTION_LOST) for (const user of [...stream.users]) user.onError?.(error);
        },
      );
    }
    for (const outgoing of queued) if (this.socket) this.sendNow(this.socket, outgoing);
  }

  private closed(): void {
    this.timers.clearTimeout(this.openTimeout);
    this.socket = undefined;
    // What was queued is refused below with the rest; it must never go out after a reconnect.
    this.queue = [];
    this.options.onStatus?.('closed');
    for (const { call, reject, replyTimeout } of this.pending.values()) {
      this.timers.clearTimeout(replyTimeout);
      // Sent and unanswered, a purchase may or may not have gone through.
      reject(replyTimeout !== undefined && isSentOnlyWhenOpen(call) ? OUTCOME_UNKNOWN : CONNECTION_LOST);
    }
    this.pending.clear();
    if (this.closedByUs) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 0;
    this.attempt += 1;
    this.reconnectTimer = this.timers.setTimeout(() => this.connect(), delay);
  }

  private receive(data: unknown): void {
    const message = parseMessage(data);
    if (!message) return;
    if (message.error?.code === 'InvalidAppID') {
      this.closedByUs = true;
      this.appIdRefusal = message.error;
      this.options.onInvalidAppId?.(message.error.message);
    }
    const siteStatus = message.error ? undefined : message.website_status?.site_status;
    if (siteStatus !== undefined) this.siteUp = siteStatus === 'up';
    if (message.req_id === undefined) return;
    const pending = this.pending.get(message.req_id);
    if (pending) {
      this.pending.delete(message.req_id);
      this.timers.clearTimeout(pending.replyTimeout);
      if (message.error) pending.reject(message.error);
      else pending.resolve(message);
      return;
    }
    const stream = this.streamsByReqId.get(message.req_id);
    if (!stream) return;
    if (message.error) this.endStream(stream, message.error);
    else for (const user of stream.users) user.onMessage(message);
  }
}

const isAuthorize = (outgoing: Outgoing) => outgoing.call === 'authorize';

/** A frame from the platform as a message object; anything else (binary, broken JSON) is ignored. */
function parseMessage(data: unknown): Message | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message: unknown = JSON.parse(data);
    return typeof message === 'object' && message !== null ? (message as Message) : undefined;
  } catch {
    return undefined;
  }
}
