/**
 * The critical path of the trading page's first price: when the socket opened, when each request on the
 * path left and its reply came, and when the price was drawn, all in ms since navigation started (the
 * page's performance.now). Idle time is the page waiting on itself: a request leaving later than the
 * reply it needs.
 */

/** One frame on the page's socket, as the recorder saw it. */
export interface FrameRecord {
  at: number;
  direction: 'sent' | 'received';
  /** The path's call a sent frame makes (by its method key; '' for any other), the msg_type of a received one. */
  call: string;
}

export interface PageTimeline {
  socketOpen?: number;
  frames: FrameRecord[];
  priceDrawn?: number;
}

export interface CriticalPath {
  socketOpen: number;
  websiteStatusReceived: number;
  activeSymbolsSent: number;
  activeSymbolsReceived: number;
  contractsForSent: number;
  contractsForReceived: number;
  proposalSent: number;
  proposalReceived: number;
  priceDrawn: number;
  /** Time the page sent nothing the path was waiting for although what it needed had arrived. */
  idle: number;
}

/** The milestones' labels as the bench table shows them, in the path's order. */
export const MILESTONES: readonly [Exclude<keyof CriticalPath, 'idle'>, string][] = [
  ['socketOpen', 'socket open'],
  ['websiteStatusReceived', 'website_status reply'],
  ['activeSymbolsSent', 'active_symbols sent'],
  ['activeSymbolsReceived', 'active_symbols reply'],
  ['contractsForSent', 'contracts_for sent'],
  ['contractsForReceived', 'contracts_for reply'],
  ['proposalSent', 'first proposal sent'],
  ['proposalReceived', 'first proposal reply'],
  ['priceDrawn', 'price drawn'],
];

/** The calls whose frames the path follows. */
export const PATH_CALLS = ['website_status', 'active_symbols', 'contracts_for', 'proposal'] as const;

/**
 * The path of one page load, or undefined when a milestone is missing. A first visit asks
 * contracts_for only after active_symbols names the underlying, and a proposal needs both replies;
 * a request that left before what it needed arrived waited for nothing (its gap counts as zero).
 */
export function criticalPath(timeline: PageTimeline): CriticalPath | undefined {
  const first = (direction: FrameRecord['direction'], call: string) =>
    timeline.frames.find((frame) => frame.direction === direction && frame.call === call)?.at;
  const sent = Object.fromEntries(PATH_CALLS.map((call) => [call, first('sent', call)]));
  const received = Object.fromEntries(PATH_CALLS.map((call) => [call, first('received', call)]));
  const path: Record<keyof Milestones, number | undefined> = {
    socketOpen: timeline.socketOpen,
    websiteStatusReceived: received.website_status,
    activeSymbolsSent: sent.active_symbols,
    activeSymbolsReceived: received.active_symbols,
    contractsForSent: sent.contracts_for,
    contractsForReceived: received.contracts_for,
    proposalSent: sent.proposal,
    proposalReceived: received.proposal,
    priceDrawn: timeline.priceDrawn,
  };
  if (!isComplete(path)) return undefined;
  const gap = (leftAt: number, readyAt: number) => Math.max(0, leftAt - readyAt);
  const idle =
    gap(path.activeSymbolsSent, path.socketOpen) +
    gap(path.contractsForSent, path.activeSymbolsReceived) +
    gap(path.proposalSent, Math.max(path.contractsForReceived, path.activeSymbolsReceived));
  return { ...path, idle };
}

function isComplete(path: Record<keyof Milestones, number | undefined>): path is Milestones {
  return Object.values(path).every((value) => typeof value === 'number');
}

type Milestones = Omit<CriticalPath, 'idle'>;

/**
 * Runs in the page before its scripts (a Playwright init script): records the socket's opening, its
 * frames (a sent one by which of `calls` it makes) and the moment `selector` first matches, in
 * window.__criticalPath.
 */
export function recordTimeline({ selector, calls }: { selector: string; calls: readonly string[] }): void {
  const timeline: PageTimeline = { frames: [] };
  (window as unknown as { __criticalPath: PageTimeline }).__criticalPath = timeline;
  const callOf = (data: unknown, direction: FrameRecord['direction']): string => {
    try {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      return direction === 'received' ? String(message.msg_type) : (calls.find((call) => call in message) ?? '');
    } catch {
      return '';
    }
  };
  const Native = window.WebSocket;
  class Recorded extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('open', () => (timeline.socketOpen ??= performance.now()));
      this.addEventListener('message', (event) =>
        timeline.frames.push({ at: performance.now(), direction: 'received', call: callOf(event.data, 'received') }),
      );
    }
    override send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
      timeline.frames.push({ at: performance.now(), direction: 'sent', call: callOf(data, 'sent') });
      super.send(data);
    }
  }
  window.WebSocket = Recorded;
  const observer = new MutationObserver(() => {
    if (timeline.priceDrawn === undefined && document.querySelector(selector)) {
      timeline.priceDrawn = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
  );
}
