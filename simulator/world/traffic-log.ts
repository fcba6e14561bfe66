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

const TRAFFIC_CAPACITY = 2000;

/** The latest messages of a world, both ways, for tests and people to read: a ring, oldest dropped first. */
export class TrafficLog {
  private readonly ring: TrafficEntry[] = [];
  /** Where the oldest entry sits once the ring is full. */
  private start = 0;

  constructor(
    private readonly nowMs: () => number,
    private readonly capacity = TRAFFIC_CAPACITY,
  ) {}

  record(entry: Omit<TrafficEntry, 'at'>): void {
    const stamped = { at: this.nowMs(), ...entry };
    if (this.ring.length < this.capacity) {
      this.ring.push(stamped);
      return;
    }
    this.ring[this.start] = stamped;
    this.start = (this.start + 1) % this.capacity;
  }

  /** Entries oldest first (newest last). */
  list({ since, limit }: TrafficQuery = {}): TrafficEntry[] {
    const inOrder = [...this.ring.slice(this.start), ...this.ring.slice(0, this.start)];
    const recent = since === undefined ? inOrder : inOrder.filter((entry) => entry.at >= since);
    return limit === undefined ? recent : recent.slice(Math.max(0, recent.length - limit));
  }

  get size(): number {
    return this.ring.length;
  }
}
