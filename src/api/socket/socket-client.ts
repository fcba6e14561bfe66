import type { ApiError, CallMap, CallName } from '../../../schemas/generated/types';
import { RECONNECT_DELAYS_MS } from '../../lib/constants';
import { requestKey } from './request-key';
import { passesSanityCheck, SANITY_CHECK_FAILED } from './sanity-check';

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
  /** Reconnection waits on these timers, so tests control them. */
  timers?: Timers;
  /** The platform refused the app id: the client stops reconnecting and reports the server's message. */
  onInvalidAppId?: (message: string) => void;
}

export type RequestOf<C extends CallName> = Omit<CallMap[C]['request'], 'req_id'>;
export type ResponseOf<C extends CallName> = CallMap[C]['response'];

/** Shown when a request cannot be answered because the connection went away (trading-core §8). */
export const CONNECTION_LOST: ApiError = {
  code: 'ConnectionLost',
  message: 'Connection error: Please check your internet connection.',
};

/** A live stream as its user holds it. */
export interface StreamHandle<C extends CallName> {
  /** The first reply (it carries the subscription id), or the refusal. */
  ready: Promise<ResponseOf<C>>;
  unsubscribe(): void;
}

interface Pending {
  resolve: (response: unknown) => void;
  reject: (error: ApiError) => void;
}

interface Stream {
  key: string;
  payload: object;
  reqId: number;
  subscriptionId: string | undefined;
  listeners: Set<(message: unknown) => void>;
  ready: Promise<unknown>;
}

interface Message {
  req_id?: number;
  error?: ApiError;
  subscription?: { id: string };
}

const OPEN = 1;

/**
 * Streams a page cancels with one forget_all when it leaves (trading-core §4, §7): when every stream of
 * such a call closes in one go and none is left, the platform gets one forget_all instead of a forget each
 * (the portfolio's and the popup's contract streams included).
 */
const FORGOTTEN_ALL_AT_ONCE = ['proposal', 'proposal_array', 'proposal_open_contract'] as const;

/**
 * One socket to the platform. Requests made while it is not open wait in a queue; each carries an
 * incrementing req_id and resolves with the reply that echoes it. Identical streams are shared and
 * forgotten when their last user leaves. After a drop it reconnects with backoff, authorizes again and
 * re-subscribes every live stream; plain requests in flight are refused, never re-sent (a buy must not
 * repeat). A request that would fail the platform's sanity check is refused here, unsent.
 */
export class SocketClient {
  private socket: SocketLike | undefined;
  private nextReqId = 1;
  private queue: string[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly streams = new Map<string, Stream>();
  private readonly streamsByReqId = new Map<number, Stream>();
  private token: string | undefined;
  private attempt = 0;
  private reconnectTimer: unknown;
  private closedByUs = false;
  private closing: Stream[] = [];
  private readonly timers: Timers;

  constructor(private readonly options: SocketClientOptions) {
    this.timers = options.timers ?? {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
  }

  request<C extends CallName>(_call: C, payload: RequestOf<C>): Promise<ResponseOf<C>> {
    return this.send(payload) as Promise<ResponseOf<C>>;
  }

  subscribe<C extends CallName>(
    _call: C,
    payload: RequestOf<C>,
    listener: (message: ResponseOf<C>) => void,
  ): StreamHandle<C> {
    const key = requestKey(payload);
    let stream = this.streams.get(key);
    if (!stream) stream = this.openStream(key, { ...payload, subscribe: 1 });
    const own = stream;
    const typedListener = listener as (message: unknown) => void;
    own.listeners.add(typedListener);
    return {
      ready: own.ready as Promise<ResponseOf<C>>,
      unsubscribe: () => {
        own.listeners.delete(typedListener);
        if (own.listeners.size === 0) this.closeStream(own);
      },
    };
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

  private send(payload: object, reqId = this.nextReqId++): Promise<unknown> {
    if (!passesSanityCheck(payload)) return Promise.reject(SANITY_CHECK_FAILED);
    return new Promise((resolve, reject) => {
      this.pending.set(reqId, { resolve, reject });
      this.transmit(JSON.stringify({ ...payload, req_id: reqId }));
    });
  }

  private openStream(key: string, payload: object): Stream {
    const reqId = this.nextReqId++;
    const stream: Stream = {
      key,
      payload,
      reqId,
      subscriptionId: undefined,
      listeners: new Set(),
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
   * reply then going to the listeners that are still there.
   */
  private ask(stream: Stream): Promise<unknown> {
    const answered = this.send(stream.payload, stream.reqId).then(
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
      const ofCall = subscribed.filter((stream) => call in stream.payload);
      // Checked right before sending: a stream of the call opened since would be forgotten with them.
      if (ofCall.length === 0 || this.isStreaming(call)) continue;
      this.send({ forget_all: call }).catch(() => undefined);
      for (const stream of ofCall) stream.subscriptionId = undefined;
    }
    for (const stream of subscribed) {
      if (stream.subscriptionId) this.send({ forget: stream.subscriptionId }).catch(() => undefined);
    }
  }

  private isStreaming(call: string): boolean {
    return [...this.streams.values()].some((stream) => call in stream.payload);
  }

  private dropStream(stream: Stream): void {
    if (this.streams.get(stream.key) === stream) this.streams.delete(stream.key);
    this.streamsByReqId.delete(stream.reqId);
  }

  private transmit(frame: string): void {
    if (!this.socket && this.reconnectTimer !== undefined) {
      this.queue.push(frame);
      return;
    }
    const socket = this.connect();
    if (socket.readyState === OPEN) socket.send(frame);
    else this.queue.push(frame);
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
    return socket;
  }

  private opened(socket: SocketLike): void {
    const wasReconnect = this.attempt > 0;
    this.attempt = 0;
    this.options.onStatus?.('open');
    const queued = this.queue.splice(0);
    if (!wasReconnect) {
      for (const frame of queued) socket.send(frame);
      return;
    }
    void this.restore(queued);
  }

  /** After a reconnect: authorize first, then re-subscribe, then what was queued meanwhile. */
  private async restore(queued: string[]): Promise<void> {
    if (this.token) await this.send({ authorize: this.token }).catch(() => undefined);
    for (const stream of [...this.streams.values()]) {
      this.streamsByReqId.delete(stream.reqId);
      stream.reqId = this.nextReqId++;
      this.streamsByReqId.set(stream.reqId, stream);
      void this.ask(stream)
        .then((first) => {
          for (const listener of stream.listeners) listener(first);
        })
        .catch(() => undefined);
    }
    for (const frame of queued) this.socket?.send(frame);
  }

  private closed(): void {
    this.socket = undefined;
    // What was queued is refused below with the rest; it must never go out after a reconnect.
    this.queue = [];
    this.options.onStatus?.('closed');
    for (const { reject } of this.pending.values()) reject(CONNECTION_LOST);
    this.pending.clear();
    if (this.closedByUs) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 0;
    this.attempt += 1;
    this.reconnectTimer = this.timers.setTimeout(() => this.connect(), delay);
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    const message = JSON.parse(data) as Message;
    if (message.error?.code === 'InvalidAppID') {
      this.closedByUs = true;
      this.options.onInvalidAppId?.(message.error.message);
    }
    if (message.req_id === undefined) return;
    const pending = this.pending.get(message.req_id);
    if (pending) {
      this.pending.delete(message.req_id);
      if (message.error) pending.reject(message.error);
      else pending.resolve(message);
      return;
    }
    const stream = this.streamsByReqId.get(message.req_id);
    if (stream && !message.error) for (const listener of stream.listeners) listener(message);
  }
}
