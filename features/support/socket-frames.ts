import type { BrowserContext, WebSocket } from 'playwright-core';
import { maskedMessage } from '../../simulator/world/traffic-masks';

/** One socket frame of a scenario's pages, as its failure report keeps it. */
export interface SocketFrame {
  /** Wall-clock time, ms. */
  at: number;
  url: string;
  direction: 'sent' | 'received';
  /** The frame parsed (its text when it is not JSON), with its secrets masked as the simulator's log masks them. */
  frame: unknown;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A frame as the report keeps it: what the page sent is a request, what it received a reply. */
export function maskedFrame(direction: SocketFrame['direction'], text: string | Buffer): unknown {
  if (typeof text !== 'string') return `<${text.length} bytes>`;
  return maskedMessage(direction === 'sent' ? 'in' : 'out', parsed(text));
}

function recordSocket(socket: WebSocket, frames: SocketFrame[]): void {
  const keep = (direction: SocketFrame['direction']) => (event: { payload: string | Buffer }) =>
    frames.push({ at: Date.now(), url: socket.url(), direction, frame: maskedFrame(direction, event.payload) });
  socket.on('framesent', keep('sent'));
  socket.on('framereceived', keep('received'));
}

/** Keeps in `frames` every socket frame of every page of `context`, both ways, masked as it arrives. */
export function recordSocketFrames(context: BrowserContext, frames: SocketFrame[]): void {
  context.on('page', (page) => page.on('websocket', (socket) => recordSocket(socket, frames)));
}
