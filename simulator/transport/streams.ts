import type { StreamType } from '../handlers/handler';

export interface ActiveStream {
  id: string;
  type: StreamType;
  /** Identical requests share a key; a second one is refused with AlreadySubscribed. */
  key: string;
  /** Streams of authorized calls end on logout. */
  needsAuth: boolean;
  /** Runs the stream's cleanups; called once, by the registry. */
  stop(): void;
}

/** The live streams of one connection, for forget, forget_all, logout and close. */
export class StreamRegistry {
  private readonly byId = new Map<string, ActiveStream>();

  hasKey(key: string): boolean {
    for (const stream of this.byId.values()) if (stream.key === key) return true;
    return false;
  }

  add(stream: ActiveStream): void {
    this.byId.set(stream.id, stream);
  }

  /** Ends one stream; false when there was none with that id. */
  forget(id: string): boolean {
    const stream = this.byId.get(id);
    if (!stream) return false;
    this.byId.delete(id);
    stream.stop();
    return true;
  }

  /** Ends every stream of these types and returns their ids. */
  forgetTypes(types: readonly StreamType[]): string[] {
    return this.endWhere((stream) => types.includes(stream.type));
  }

  endWhere(matches: (stream: ActiveStream) => boolean): string[] {
    const ended = [...this.byId.values()].filter(matches);
    for (const stream of ended) this.forget(stream.id);
    return ended.map((stream) => stream.id);
  }

  endAll(): void {
    this.endWhere(() => true);
  }

  get size(): number {
    return this.byId.size;
  }
}
