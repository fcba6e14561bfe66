import type { BrowserContext, Page } from 'playwright-core';

const SENT = '__sentSocketFrames';
const UNANSWERED = '__unansweredSocketRequests';

/**
 * Keeps, inside each page of `context`, the text of every socket frame the page sends, as it sends
 * it, and the `req_id`s of its requests on each socket that no reply has answered yet. A step then
 * reads what the page has asked for without waiting for it to reach the simulator.
 */
export async function recordSentFrames(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ sentKey, unansweredKey }) => {
      const sent: string[] = [];
      const unanswered = new Map<WebSocket, Set<unknown>>();
      Object.defineProperty(window, sentKey, { value: sent });
      Object.defineProperty(window, unansweredKey, {
        value: () => [...unanswered.values()].reduce((count, ids) => count + ids.size, 0),
      });
      const pendingOf = (socket: WebSocket) => {
        let ids = unanswered.get(socket);
        if (!ids) {
          ids = new Set();
          unanswered.set(socket, ids);
          socket.addEventListener('message', (event) => {
            try {
              ids?.delete((JSON.parse(String(event.data)) as { req_id?: unknown }).req_id);
            } catch {
              // A frame that is not JSON answers nothing.
            }
          });
          socket.addEventListener('close', () => unanswered.delete(socket));
        }
        return ids;
      };
      const send = WebSocket.prototype.send;
      WebSocket.prototype.send = function (this: WebSocket, data) {
        if (typeof data === 'string') {
          sent.push(data);
          try {
            const reqId = (JSON.parse(data) as { req_id?: unknown }).req_id;
            if (reqId !== undefined) pendingOf(this).add(reqId);
          } catch {
            // Not JSON: nothing to wait for.
          }
        }
        send.call(this, data);
      };
    },
    { sentKey: SENT, unansweredKey: UNANSWERED },
  );
}

/**
 * How many requests the page has sent on its open sockets that no reply has answered yet: a step that
 * moves the browser's clock waits for it to be 0, as real time would have let the replies in.
 */
export async function unansweredRequests(page: Page): Promise<number> {
  return page.evaluate((key) => (window as unknown as Record<string, () => number>)[key]?.() ?? 0, UNANSWERED);
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
