import { maskedMessage } from '../../simulator/world/traffic-masks';

/** A frame as it went, JSON or not, for a failure report: masked only when a report is written. */
export interface RawFrame {
  /** Wall-clock time, ms. */
  at: number;
  url: string;
  direction: 'sent' | 'received';
  payload: string | Buffer;
}

/** A report keeps the latest this many frames, as the simulator's traffic log keeps its latest messages. */
export const KEPT_FRAMES = 2000;

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A frame as the report keeps it, masked as the simulator's traffic log masks its messages: what the
 * page sent is a request, what it received a reply; a frame that is not JSON stays text.
 */
export function maskedFrame(direction: RawFrame['direction'], payload: string | Buffer): unknown {
  if (typeof payload !== 'string') return `<${payload.length} bytes>`;
  return maskedMessage(direction === 'sent' ? 'in' : 'out', parsed(payload));
}

/** The latest frames, masked, for a failure report. */
export function maskedFrames(frames: readonly RawFrame[]) {
  return frames
    .slice(-KEPT_FRAMES)
    .map(({ at, url, direction, payload }) => ({ at, url, direction, frame: maskedFrame(direction, payload) }));
}
