/** A fault queued for a call: an error to answer with, or a delay before answering. */
export interface Fault {
  error?: { code: string; message: string };
  latencyMs?: number;
}

interface QueuedFault extends Fault {
  remaining: number;
}

/** Faults queued per msg_type by the control API, each for a number of calls. */
export class FaultPlan {
  private readonly queued = new Map<string, QueuedFault[]>();

  queue(msgType: string, fault: Fault, times = 1): void {
    const list = this.queued.get(msgType) ?? [];
    list.push({ ...fault, remaining: times });
    this.queued.set(msgType, list);
  }

  /** The next fault for this call, used up by one. */
  take(msgType: string): Fault | undefined {
    const list = this.queued.get(msgType);
    const next = list?.[0];
    if (!list || !next) return undefined;
    next.remaining -= 1;
    if (next.remaining <= 0) list.shift();
    return { error: next.error, latencyMs: next.latencyMs };
  }

  clear(): void {
    this.queued.clear();
  }
}
