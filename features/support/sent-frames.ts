import type { BrowserContext, Page } from 'playwright-core';

const SENT = '__sentSocketFrames';
const UNANSWERED = '__unansweredSocketRequests';

/**
 * Keeps, inside each page of `context`, the text of every socket frame the page sends, as it sends
 * it, and the `req_id`s of its requests on each socket that no reply has answered yet. A step then
 * reads what the page has asked for without waiting for it to reach the simulator.
 */
export async function recordSentFrames(context: BrowserContext): Promise<void> {
  // Plain JavaScript text: a function passed here would be compiled with helpers the page lacks.
  await context.addInitScript({
    content: `(() => {
      const sent = [];
      const unanswered = new Map();
      const documentId = Math.random().toString(36).slice(2);
      let sockets = 0;
      Object.defineProperty(window, '${SENT}', { value: sent });
      Object.defineProperty(window, '${UNANSWERED}', {
        value: () => [...unanswered.values()].flatMap(({ number, ids }) => [...ids].map((id) => documentId + ':' + number + ':' + id)),
      });
      function reqIdOf(text) {
        try {
          return JSON.parse(text).req_id;
        } catch {
          return undefined;
        }
      }
      function pendingOf(socket) {
        let pending = unanswered.get(socket);
        if (!pending) {
          sockets += 1;
          pending = { number: sockets, ids: new Set() };
          unanswered.set(socket, pending);
          const { ids } = pending;
          socket.addEventListener('message', (event) => ids.delete(reqIdOf(String(event.data))));
          socket.addEventListener('close', () => unanswered.delete(socket));
        }
        return pending.ids;
      }
      const send = WebSocket.prototype.send;
      WebSocket.prototype.send = function (data) {
        if (typeof data === 'string') {
          sent.push(data);
          const reqId = reqIdOf(data);
          if (reqId !== undefined) pendingOf(this).add(reqId);
        }
        send.call(this, data);
      };
    })();`,
  });
}

/**
 * The requests the page has sent on its open sockets that no reply has answered yet, each as
 * "<document>:<socket>:<req_id>": a step that moves the browser's clock waits for their replies, as
 * real time would have let them in.
 */
export async function unansweredRequests(page: Page): Promise<string[]> {
  try {
    return await page.evaluate(
      (key) => (window as unknown as Record<string, () => string[]>)[key]?.() ?? [],
      UNANSWERED,
    );
  } catch (error) {
    // The page navigated while it was asked: the new page has asked for nothing yet.
    if (/Execution context was destroyed|navigat/i.test(String(error))) return [];
    throw error;
  }
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
