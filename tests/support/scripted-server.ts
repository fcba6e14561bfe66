import type { SocketLike } from '../../src/api/socket/socket-client';

type Frame = Record<string, unknown> & { req_id: number };

/** What `answer` returns for a request the platform leaves unanswered. */
export const NO_REPLY = null;

/**
 * A stand-in platform for app tests of calls the simulator does not serve: `answer` builds the reply
 * body for each request (throws an `{ code, message }` to refuse it, or returns NO_REPLY to stay
 * silent); streams get a subscription id and can be pushed to. Every frame the app sends is kept in
 * `sent`. New sockets open at once unless `opening` is false; `drop` ends the current one.
 */
export class ScriptedServer {
  readonly sent: Frame[] = [];
  /** How many sockets the app has opened. */
  socketsCreated = 0;
  opening = true;
  private readonly streams = new Map<string, Frame>();
  private socket: (SocketLike & { onmessage: ((event: { data: string }) => void) | null }) | undefined;
  private nextId = 1;

  constructor(private readonly answer: (request: Frame) => Record<string, unknown> | typeof NO_REPLY) {}

  /** The connection goes away: its streams end, and the app hears the close. */
  drop(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = undefined;
    this.streams.clear();
    (socket as { readyState: number }).readyState = 3;
    (socket.onclose as (() => void) | null)?.();
  }

  createSocket = (): SocketLike => {
    this.socketsCreated += 1;
    const socket = {
      readyState: 0,
      onopen: null,
      onclose: null,
      onmessage: null,
      send: (data: string) => this.receive(JSON.parse(data) as Frame),
      close: () => undefined,
    } as unknown as SocketLike & { onmessage: ((event: { data: string }) => void) | null };
    this.socket = socket;
    if (!this.opening) return socket;
    queueMicrotask(() => {
      (socket as { readyState: number }).readyState = 1;
      (socket.onopen as (() => void) | null)?.();
    });
    return socket;
  };

  /** The live streams' requests, by subscription id. */
  liveStreams(): Frame[] {
    return [...this.streams.values()];
  }

  /** Sends `body` to the live stream whose request matches `matches`. */
  push(matches: (request: Frame) => boolean, body: Record<string, unknown>): void {
    for (const [id, request] of this.streams) {
      if (matches(request)) this.reply(request, { ...body, subscription: { id } });
    }
  }

  private receive(request: Frame): void {
    this.sent.push(request);
    if (typeof request.forget === 'string') {
      this.reply(request, { forget: this.streams.delete(request.forget) ? 1 : 0 });
      return;
    }
    if (typeof request.forget_all === 'string') {
      const type = request.forget_all;
      const ids = [...this.streams].filter(([, stream]) => stream[type] !== undefined).map(([id]) => id);
      for (const id of ids) this.streams.delete(id);
      this.reply(request, { forget_all: ids });
      return;
    }
    let body: Record<string, unknown> | typeof NO_REPLY;
    try {
      body = this.answer(request);
    } catch (error) {
      this.reply(request, { error });
      return;
    }
    if (body === NO_REPLY) return;
    if (request.subscribe === 1) {
      const id = `stream-${this.nextId++}`;
      this.streams.set(id, request);
      body = { ...body, subscription: { id } };
    }
    this.reply(request, body);
  }

  private reply(request: Frame, body: Record<string, unknown>): void {
    const message = JSON.stringify({ echo_req: request, req_id: request.req_id, ...body });
    queueMicrotask(() => this.socket?.onmessage?.({ data: message }));
  }
}
