import { randomUUID } from 'node:crypto';
import type { StreamSink } from '../handlers/handler';

export interface SinkOptions {
  /** Sends one update (the transport adds the envelope and the subscription). */
  send: (body: Record<string, unknown>, msgType: string | undefined) => void;
  /** Called once when the stream ends, to take it out of the connection's registry. */
  unregister: (id: string) => void;
}

/**
 * A stream's server side. Updates pushed before the first reply went out are held back and sent
 * right after it, so a client always sees the reply that carries the subscription id first.
 */
export class Sink implements StreamSink {
  readonly id = randomUUID();
  private readonly cleanups: (() => void)[] = [];
  private readonly held: [Record<string, unknown>, string | undefined][] = [];
  private open = false;
  private ended = false;

  constructor(private readonly options: SinkOptions) {}

  push(body: Record<string, unknown>, msgType?: string): void {
    if (this.ended) return;
    if (this.open) this.options.send(body, msgType);
    else this.held.push([body, msgType]);
  }

  end(): void {
    this.options.unregister(this.id);
  }

  onEnd(cleanup: () => void): void {
    if (this.ended) cleanup();
    else this.cleanups.push(cleanup);
  }

  /** Ended before its first reply (e.g. a contract that is already settled): the reply is not a stream. */
  get isEnded(): boolean {
    return this.ended;
  }

  /** The first reply is out: send what was held back. */
  release(): void {
    this.open = true;
    for (const [body, msgType] of this.held.splice(0)) this.push(body, msgType);
  }

  /** Runs the cleanups; the registry calls this exactly once. */
  stop(): void {
    if (this.ended) return;
    this.ended = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }
}
