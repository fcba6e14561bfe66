import { WebSocket } from 'ws';
import type { JsonObject } from '../../../simulator/protocol/envelope';
import type { FuzzFrame } from './frames';

/** req_ids of the pings sent after each frame start here, far above what a fuzzed request carries. */
const SENTINEL_BASE = 2 ** 50;

/** What came back for one frame. */
export interface Exchange {
  /** Messages that answer the frame: everything but the sentinel's pong and updates of earlier streams. */
  replies: JsonObject[];
  /** Updates of streams opened earlier on the connection, and the sentinel's reply: checked like replies. */
  others: JsonObject[];
  /** Messages that were not JSON. */
  unreadable: string[];
  /** The close code, when the socket closed instead of answering. */
  closedWith?: number;
  /** Neither the frame nor the ping after it was answered in time. */
  stalled: boolean;
}

export interface ExchangeTimes {
  /** How long to wait for the ping after the frame. */
  timeoutMs: number;
  /** How long to wait after that ping's pong for an answer to the frame that came later (an asynchronous call). */
  graceMs: number;
}

type Event = { type: 'close'; code: number } | { type: 'sentinel' } | { type: 'reply' };

/**
 * A client socket that sends one frame at a time, each followed by a ping with a req_id of its own. The
 * simulator reads frames in order, so the ping's pong means the frame was read; its answers are the
 * messages other than stream updates that arrive before that pong, or shortly after it.
 */
export class FuzzSocket {
  private readonly streams = new Set<string>();
  private current: Exchange | undefined;
  private sentinel = 0;
  private notify: ((event: Event) => void) | undefined;
  private closedWith: number | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => this.receive(data.toString()));
    socket.on('close', (code) => {
      this.closedWith = code;
      this.notify?.({ type: 'close', code });
    });
    socket.on('error', () => {});
  }

  static open(url: string): Promise<FuzzSocket> {
    const socket = new WebSocket(url);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new FuzzSocket(socket)));
      socket.once('error', reject);
    });
  }

  get isOpen(): boolean {
    return this.closedWith === undefined;
  }

  private receive(text: string): void {
    const exchange = this.current;
    let message: JsonObject;
    try {
      message = JSON.parse(text) as JsonObject;
    } catch {
      exchange?.unreadable.push(text);
      this.notify?.({ type: 'reply' });
      return;
    }
    if (!exchange) return;
    if (message.req_id === SENTINEL_BASE + this.sentinel) {
      exchange.others.push(message);
      this.notify?.({ type: 'sentinel' });
      return;
    }
    const id = (message.subscription as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string' && this.streams.has(id)) {
      exchange.others.push(message);
      return;
    }
    if (typeof id === 'string') this.streams.add(id);
    exchange.replies.push(message);
    this.notify?.({ type: 'reply' });
  }

  exchange(frame: FuzzFrame, { timeoutMs, graceMs }: ExchangeTimes): Promise<Exchange> {
    const exchange: Exchange = { replies: [], others: [], unreadable: [], stalled: false };
    this.current = exchange;
    this.sentinel += 1;
    const answered = () => exchange.replies.length > 0 || exchange.unreadable.length > 0;
    return new Promise((resolve) => {
      let grace: NodeJS.Timeout | undefined;
      const finish = () => {
        clearTimeout(grace);
        clearTimeout(timeout);
        this.notify = undefined;
        resolve(exchange);
      };
      const timeout = setTimeout(() => {
        exchange.stalled = true;
        finish();
      }, timeoutMs);
      this.notify = (event) => {
        if (event.type === 'close') {
          exchange.closedWith = event.code;
          finish();
        } else if (event.type === 'sentinel') {
          if (answered()) finish();
          else grace = setTimeout(finish, graceMs);
        } else if (grace) {
          finish();
        }
      };
      if (!this.isOpen) {
        exchange.closedWith = this.closedWith;
        finish();
        return;
      }
      this.socket.send(frame.data, { binary: frame.binary });
      this.socket.send(JSON.stringify({ ping: 1, req_id: SENTINEL_BASE + this.sentinel }));
    });
  }

  close(): Promise<void> {
    if (!this.isOpen) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
