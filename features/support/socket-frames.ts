import { EventEmitter } from 'node:events';
import type { BrowserContext, Page, WebSocket } from 'playwright-core';
import { EXPECT_TIMEOUT_MS, failExpectation } from './expectations';

/** A JSON frame the scenario's pages sent or received, as steps wait on it. */
export interface SocketFrame {
  /** Sent by the page, or received by it from the platform. */
  direction: 'sent' | 'received';
  message: Record<string, unknown>;
}

/** Every frame of a browser context's pages, in order, and an event as each one comes. */
interface FrameLog {
  readonly frames: SocketFrame[];
  readonly raw: RawFrame[];
  readonly arrivals: EventEmitter<{ frame: [] }>;
}

import { KEPT_FRAMES, type RawFrame } from './frame-masks';

const logs = new WeakMap<BrowserContext, FrameLog>();

function jsonObject(payload: string | Buffer): Record<string, unknown> | undefined {
  try {
    const message: unknown = JSON.parse(String(payload));
    return typeof message === 'object' && message !== null ? (message as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function recordSocket(socket: WebSocket, log: FrameLog): void {
  const keep = (direction: SocketFrame['direction']) => (event: { payload: string | Buffer }) => {
    // Dropped in halves, not one by one: a page streaming prices receives many frames a second.
    if (log.raw.length >= 2 * KEPT_FRAMES) log.raw.splice(0, KEPT_FRAMES);
    log.raw.push({ at: Date.now(), url: socket.url(), direction, payload: event.payload });
    const message = typeof event.payload === 'string' ? jsonObject(event.payload) : undefined;
    if (!message) return;
    log.frames.push({ direction, message });
    log.arrivals.emit('frame');
  };
  socket.on('framesent', keep('sent'));
  socket.on('framereceived', keep('received'));
}

/** Keeps the socket frames of every page of `context`, both ways, as they go. */
export function recordSocketFrames(context: BrowserContext): void {
  if (logs.has(context)) return;
  const log: FrameLog = { frames: [], raw: [], arrivals: new EventEmitter() };
  log.arrivals.setMaxListeners(0);
  logs.set(context, log);
  const watch = (page: Page) => page.on('websocket', (socket) => recordSocket(socket, log));
  context.pages().forEach(watch);
  context.on('page', watch);
}

function logOf(page: Page): FrameLog {
  const context = page.context();
  recordSocketFrames(context);
  return logs.get(context) as FrameLog;
}

/** How many frames the page's sockets have carried so far: a mark to look at only what comes after. */
export function framesSoFar(page: Page): number {
  return logOf(page).frames.length;
}

/** The frames the page's sockets have carried so far, from the mark `from` on. */
export function framesSince(page: Page, from = 0): SocketFrame[] {
  return logOf(page).frames.slice(from);
}

/** The requests the page sent from the mark `from` on. */
export function requestsSince(page: Page, from = 0): Record<string, unknown>[] {
  return framesSince(page, from)
    .filter((frame) => frame.direction === 'sent')
    .map((frame) => frame.message);
}

/**
 * Waits for the frames that make `find` return something (checked now and as each frame comes) and
 * returns it; fails after `timeout` with `describe`'s account of the frames seen.
 */
export async function untilFrames<T>(
  page: Page,
  find: (frames: SocketFrame[]) => T | undefined,
  describe: (frames: SocketFrame[]) => string,
  { timeout = EXPECT_TIMEOUT_MS } = {},
): Promise<T> {
  const log = logOf(page);
  const found = await new Promise<T | undefined>((resolve) => {
    const check = () => {
      const result = find(log.frames);
      if (result === undefined) return;
      done();
      resolve(result);
    };
    const timer = setTimeout(() => {
      done();
      resolve(undefined);
    }, timeout);
    const done = () => {
      clearTimeout(timer);
      log.arrivals.off('frame', check);
    };
    log.arrivals.on('frame', check);
    check();
  });
  return found ?? failExpectation(page, describe(log.frames));
}

/** The frames of the scenario's pages, as they went, for its failure report. */
export function rawFramesOf(context: BrowserContext): readonly RawFrame[] {
  return logs.get(context)?.raw ?? [];
}
