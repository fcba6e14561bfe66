import { maskedMessage, maskedReply } from './traffic-masks';

export interface TrafficEntry {
  /** World clock, ms. */
  at: number;
  connection: string;
  direction: 'in' | 'out';
  message: unknown;
}

export interface TrafficQuery {
  /** Only entries at or after this world time (ms). */
  since?: number;
  /** Only the newest this many. */
  limit?: number;
}

/**
 * An entry whose message is kept as the JSON text that went out, parsed and masked only when the log is
 * read: replies go out thousands a second, and the log is read now and then.
 */
interface SerialisedEntry {
  at: number;
  connection: string;
  direction: 'in' | 'out';
  json: string;
}

type StoredEntry = TrafficEntry | SerialisedEntry;

function readable(entry: StoredEntry): TrafficEntry {
  if (!('json' in entry)) return entry;
  const { at, connection, direction, json } = entry;
  return { at, connection, direction, message: maskedReply(JSON.parse(json)) };
}

const TRAFFIC_CAPACITY = 2000;

/**
 * The latest messages of a world, both ways, for tests and people to read: a ring, oldest dropped first.
 * Nothing read from it holds a secret: requests are masked as echo_req masks them, and replies also hide
 * the credentials they hand out.
 */
export class TrafficLog {
  private readonly ring: StoredEntry[] = [];
  /** Where the oldest entry sits once the ring is full. */
  private start = 0;

  constructor(
    private readonly nowMs: () => number,
    private readonly capacity = TRAFFIC_CAPACITY,
  ) {}

  /** A request (an unparsable one as its text), or a reply. */
  record({ connection, direction, message }: Omit<TrafficEntry, 'at'>): void {
    this.keep({ at: this.nowMs(), connection, direction, message: maskedMessage(direction, message) });
  }

  /** The same for a message already serialised (a reply as it went out): kept as text until read. */
  recordSerialised({ connection, direction, json }: Omit<SerialisedEntry, 'at'>): void {
    this.keep({ at: this.nowMs(), connection, direction, json });
  }

  private keep(entry: StoredEntry): void {
    if (this.ring.length < this.capacity) {
      this.ring.push(entry);
      return;
    }
    this.ring[this.start] = entry;
    this.start = (this.start + 1) % this.capacity;
  }

  /** Entries oldest first (newest last). */
  list({ since, limit }: TrafficQuery = {}): TrafficEntry[] {
    const inOrder = [...this.ring.slice(this.start), ...this.ring.slice(0, this.start)];
    const recent = since === undefined ? inOrder : inOrder.filter((entry) => entry.at >= since);
    return (limit === undefined ? recent : recent.slice(Math.max(0, recent.length - limit))).map(readable);
  }

  get size(): number {
    return this.ring.length;
  }
}
