/**
 * A fault queued for a call: a delay before answering, then an error or a reply body to answer with
 * instead of the call's handler (the reply still has to satisfy the call's schema).
 */
export interface Fault {
  error?: { code: string; message: string };
  reply?: Record<string, unknown>;
  latencyMs?: number;
}

/** A queued fault and how many more calls it applies to. */
export interface QueuedFault extends Fault {
  msgType: string;
  remaining: number;
}

/** Faults queued per msg_type by the control API, each for a number of calls, first queued first used. */
export class FaultPlan {
  private readonly queued = new Map<string, QueuedFault[]>();

  queue(msgType: string, fault: Fault, times = 1): void {
    if (!Number.isInteger(times) || times < 1) throw new RangeError(`times must be a positive integer, got ${times}`);
    const list = this.queued.get(msgType) ?? [];
    list.push({ ...fault, msgType, remaining: times });
    this.queued.set(msgType, list);
  }

  /** The next fault for this call, used up by one. */
  take(msgType: string): Fault | undefined {
    const list = this.queued.get(msgType);
    const next = list?.[0];
    if (!list || !next) return undefined;
    next.remaining -= 1;
    if (next.remaining <= 0) list.shift();
    if (list.length === 0) this.queued.delete(msgType);
    return { error: next.error, reply: next.reply, latencyMs: next.latencyMs };
  }

  /** Everything still queued, per call in the order it will be used. */
  pending(): QueuedFault[] {
    return [...this.queued.values()].flat().map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.queued.clear();
  }
}
