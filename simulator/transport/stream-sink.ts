import { randomUUID } from 'node:crypto';
import type { StreamSink } from '../handlers/handler';
import { errorBody, type ApiError } from '../protocol/api-error';

/** An update's body: fields, or the same already serialised as the text of a JSON object. */
export type UpdateBody = object | string;

export interface SinkOptions {
  /** Sends one update (the transport adds the envelope and the subscription). */
  send: (body: UpdateBody, msgType: string | undefined) => void;
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
  private readonly held: [UpdateBody, string | undefined][] = [];
  private open = false;
  private ended = false;

  constructor(private readonly options: SinkOptions) {}

  push(body: object, msgType?: string): void {
    this.update(body, msgType);
  }

  pushSerialised(body: string, msgType?: string): void {
    this.update(body, msgType);
  }

  pushError(error: ApiError): void {
    this.update({ error: errorBody(error) }, undefined);
  }

  private update(body: UpdateBody, msgType: string | undefined): void {
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
    for (const [body, msgType] of this.held.splice(0)) this.update(body, msgType);
  }

  /** Runs the cleanups; the registry calls this exactly once. */
  stop(): void {
    if (this.ended) return;
    this.ended = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }
}
