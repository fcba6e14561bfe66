import type { Page } from 'playwright-core';
import { unansweredRequests } from './sent-frames';

/** The browser's clock moves in steps of at most this, letting the platform's replies in between. */
const STEP_MS = 1_000;
/** How long (real time) a step waits for replies still on their way; a reply held back on purpose (a fault's latency) is not waited out. */
const REPLY_WAIT_MS = 2_000;

/** The requests of each page that outlived a whole wait: held back on purpose, later steps do not wait for them again. */
const heldBackRequests = new WeakMap<Page, Set<string>>();

/** Message-channel turns the page is given after the replies: React renders and runs its effects (timers among them) in such tasks. */
const SETTLE_TURNS = 5;

async function repliesIn(page: Page): Promise<void> {
  const heldBack = heldBackRequests.get(page) ?? new Set<string>();
  heldBackRequests.set(page, heldBack);
  const deadline = Date.now() + REPLY_WAIT_MS;
  let waiting = await unansweredRequests(page);
  while (waiting.some((request) => !heldBack.has(request))) {
    if (Date.now() >= deadline) {
      for (const request of waiting) heldBack.add(request);
      break;
    }
    await page.waitForTimeout(20);
    waiting = await unansweredRequests(page);
  }
  await settled(page);
}

/** Lets the tasks a reply set off run (and the tasks they queue in turn), so a timer they start counts from now. */
async function settled(page: Page): Promise<void> {
  try {
    await page.evaluate(async (turns) => {
      for (let turn = 0; turn < turns; turn += 1) {
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(undefined);
        });
      }
    }, SETTLE_TURNS);
  } catch (error) {
    if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error;
  }
}

/**
 * Moves the browser's clock on by `ms`, firing its timers, in steps of at most a second. Before each
 * step the replies to the page's requests are let in: in real time they would have come within
 * milliseconds, and a jump over them would look to the app like an unanswered request (which it
 * rightly takes for a dead connection after 10 s).
 */
export async function passBrowserTime(page: Page, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= STEP_MS) {
    await repliesIn(page);
    await page.clock.runFor(Math.min(STEP_MS, left));
  }
}

/** Jumps the browser's clock on by `ms` (timers due fire once, as after a sleep), once the replies are in. */
export async function jumpBrowserTime(page: Page, ms: number): Promise<void> {
  await repliesIn(page);
  await page.clock.fastForward(ms);
}
