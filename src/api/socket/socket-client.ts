import type { ApiError, CallMap, CallName } from '../../../schemas/generated/types';

export type ConnectionStatus = 'connecting' | 'open' | 'closed';

/** What the client needs of a WebSocket: the browser's (ws's in Node tests behaves the same). */
export type SocketLike = Pick<WebSocket, 'readyState' | 'send' | 'close' | 'onopen' | 'onclose' | 'onmessage'>;

export interface SocketClientOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  onStatus?: (status: ConnectionStatus) => void;
}

export type RequestOf<C extends CallName> = Omit<CallMap[C]['request'], 'req_id'>;
export type ResponseOf<C extends CallName> = CallMap[C]['response'];

/** Shown when a request cannot be answered because the connection went away (trading-core §8). */
export const CONNECTION_LOST: ApiError = {
  code: 'ConnectionLost',
  message: 'Connection error: Please check your internet connection.',
};

interface Pending {
  resolve: (response: unknown) => void;
  reject: (error: ApiError) => void;
}

const OPEN = 1;

/**
 * One socket to the platform. Requests made before it opens wait in a queue; each request carries
 * an incrementing req_id and resolves with the reply that echoes it, or rejects with its `error`.
 */
export class SocketClient {
  private socket: SocketLike | undefined;
  private nextReqId = 1;
  private readonly queue: string[] = [];
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly options: SocketClientOptions) {}

  request<C extends CallName>(_call: C, payload: RequestOf<C>): Promise<ResponseOf<C>> {
    const reqId = this.nextReqId++;
    const frame = JSON.stringify({ ...payload, req_id: reqId });
    return new Promise<ResponseOf<C>>((resolve, reject) => {
      this.pending.set(reqId, { resolve: resolve as (response: unknown) => void, reject });
      this.transmit(frame);
    });
  }

  close(): void {
    this.socket?.close();
  }

  private transmit(frame: string): void {
    const socket = this.connect();
    if (socket.readyState === OPEN) socket.send(frame);
    else this.queue.push(frame);
  }

  private connect(): SocketLike {
    if (this.socket) return this.socket;
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    this.options.onStatus?.('connecting');
    socket.onopen = () => {
      this.options.onStatus?.('open');
      for (const frame of this.queue.splice(0)) socket.send(frame);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => {
      this.socket = undefined;
      this.options.onStatus?.('closed');
      for (const { reject } of this.pending.values()) reject(CONNECTION_LOST);
      this.pending.clear();
    };
    return socket;
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    const message = JSON.parse(data) as { req_id?: number; error?: ApiError };
    const pending = message.req_id === undefined ? undefined : this.pending.get(message.req_id);
    if (!pending || message.req_id === undefined) return;
    this.pending.delete(message.req_id);
    if (message.error) pending.reject(message.error);
    else pending.resolve(message);
  }
}
