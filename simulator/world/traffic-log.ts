export interface TrafficEntry {
  /** World clock, ms. */
  at: number;
  connection: string;
  direction: 'in' | 'out';
  message: unknown;
}

/** The latest messages of a world, both ways, for tests and people to read. */
export class TrafficLog {
  private readonly entries: TrafficEntry[] = [];

  constructor(
    private readonly nowMs: () => number,
    private readonly capacity = 2000,
  ) {}

  record(entry: Omit<TrafficEntry, 'at'>): void {
    this.entries.push({ at: this.nowMs(), ...entry });
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  list(limit = this.capacity): TrafficEntry[] {
    return this.entries.slice(-limit);
  }
}
