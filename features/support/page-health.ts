import type { Page } from 'playwright-core';

const PROBE_MS = 2_000;

/** What `probe` resolves to within `ms`, or undefined when it fails or takes longer. */
async function within<T>(probe: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([probe.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the page calls back `schedule`'s callback within the probe's time. */
async function runs(page: Page, schedule: 'setTimeout' | 'requestAnimationFrame'): Promise<'yes' | 'no'> {
  const ran = await within(
    page.evaluate((name) => new Promise<boolean>((resolve) => window[name](() => resolve(true))), schedule),
    PROBE_MS,
  );
  return ran ? 'yes' : 'no';
}

/**
 * Whether the page's timers run: false while the scenario holds the page's clock (Playwright's
 * `page.clock.pauseAt`), when nothing that waits on a timer, such as an accessibility scan, can finish.
 */
export async function pageTimersRun(page: Page, ms = 500): Promise<boolean> {
  return (
    (await within(
      page.evaluate(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(true)))),
      ms,
    )) === true
  );
}

/**
 * A failed scenario's page as the browser runs it: visible or not, and whether its timers and
 * animation frames still run. A page that answers but runs neither shows new data late: the report
 * then tells a browser that held the page back from an app that did not update it.
 */
export async function describePageHealth(page: Page): Promise<string> {
  const visibility = await within(
    page.evaluate(() => document.visibilityState),
    PROBE_MS,
  );
  return [
    `page visibility: ${visibility ?? 'no answer'}`,
    `a timer ran within ${PROBE_MS} ms: ${await runs(page, 'setTimeout')}`,
    `an animation frame came within ${PROBE_MS} ms: ${await runs(page, 'requestAnimationFrame')}`,
  ].join('\n');
}
