import type { BrowserContext, Page } from 'playwright-core';

const SENT = '__sentSocketFrames';

/**
 * Keeps, inside each page of `context`, the text of every socket frame the page sends, as it sends
 * it. A step then reads what the page has asked for without waiting for it to reach the simulator.
 */
export async function recordSentFrames(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    const sent: string[] = [];
    Object.defineProperty(window, key, { value: sent });
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (this: WebSocket, data) {
      if (typeof data === 'string') sent.push(data);
      send.call(this, data);
    };
  }, SENT);
}

/**
 * The requests the page has sent so far, parsed. Tasks the page queued before the call run first
 * (a message-channel turn), so a request its timers just set off is counted.
 */
export async function requestsSent(page: Page): Promise<Record<string, unknown>[]> {
  const frames = await page.evaluate(
    (key) =>
      new Promise<string[]>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve((window as unknown as Record<string, string[]>)[key] ?? []);
        channel.port2.postMessage(undefined);
      }),
    SENT,
  );
  return frames.map((frame) => JSON.parse(frame) as Record<string, unknown>);
}
