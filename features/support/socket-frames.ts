import { BeforeStep } from '@cucumber/cucumber';
import { EventEmitter } from 'node:events';
import type { Page } from 'playwright-core';
import { EXPECT_TIMEOUT_MS, failExpectation } from './expectations';
import type { ScenarioWorld } from './world';

export interface SocketFrame {
  /** Sent by the page, or received by it from the platform. */
  direction: 'sent' | 'received';
  message: Record<string, unknown>;
}

/** Every JSON frame a page's sockets sent and received, in order, and an event as each one comes. */
interface FrameLog {
  readonly frames: SocketFrame[];
  readonly arrivals: EventEmitter<{ frame: [] }>;
}

const logs = new WeakMap<Page, FrameLog>();

function parsed(payload: string | Buffer): Record<string, unknown> | undefined {
  try {
    const message: unknown = JSON.parse(String(payload));
    return typeof message === 'object' && message !== null ? (message as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function record(page: Page): FrameLog {
  const log: FrameLog = { frames: [], arrivals: new EventEmitter() };
  log.arrivals.setMaxListeners(0);
  const keep = (direction: SocketFrame['direction'], payload: string | Buffer) => {
    const message = parsed(payload);
    if (!message) return;
    log.frames.push({ direction, message });
    log.arrivals.emit('frame');
  };
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => keep('sent', payload));
    socket.on('framereceived', ({ payload }) => keep('received', payload));
  });
  logs.set(page, log);
  return log;
}

// Before each step rather than once per scenario: a step may give the scenario a new page.
BeforeStep(function (this: ScenarioWorld) {
  if (this.page && !logs.has(this.page)) record(this.page);
});

function logOf(page: Page): FrameLog {
  return logs.get(page) ?? record(page);
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
