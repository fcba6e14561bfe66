import type { BrowserContext, WebSocket } from 'playwright-core';
import { maskedMessage } from '../../simulator/world/traffic-masks';

/** One socket frame of a scenario's pages, as it went: masked only if a failure report needs it. */
export interface SocketFrame {
  /** Wall-clock time, ms. */
  at: number;
  url: string;
  direction: 'sent' | 'received';
  payload: string | Buffer;
}

/** A report keeps the latest this many frames, as the simulator's traffic log keeps its latest messages. */
const KEPT_FRAMES = 2000;

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
export function maskedFrame(direction: SocketFrame['direction'], payload: string | Buffer): unknown {
  if (typeof payload !== 'string') return `<${payload.length} bytes>`;
  return maskedMessage(direction === 'sent' ? 'in' : 'out', parsed(payload));
}

/** The latest frames, masked, for a failure report. */
export function maskedFrames(frames: readonly SocketFrame[]) {
  return frames
    .slice(-KEPT_FRAMES)
    .map(({ at, url, direction, payload }) => ({ at, url, direction, frame: maskedFrame(direction, payload) }));
}

function recordSocket(socket: WebSocket, frames: SocketFrame[]): void {
  const keep = (direction: SocketFrame['direction']) => (event: { payload: string | Buffer }) => {
    // Dropped in halves, not one by one: a page streaming prices sends many frames a second.
    if (frames.length >= 2 * KEPT_FRAMES) frames.splice(0, KEPT_FRAMES);
    frames.push({ at: Date.now(), url: socket.url(), direction, payload: event.payload });
  };
  socket.on('framesent', keep('sent'));
  socket.on('framereceived', keep('received'));
}

/** Keeps in `frames` the socket frames of every page of `context`, both ways, as they go. */
export function recordSocketFrames(context: BrowserContext, frames: SocketFrame[]): void {
  context.on('page', (page) => page.on('websocket', (socket) => recordSocket(socket, frames)));
}
