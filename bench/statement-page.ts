import type { Browser, Page } from 'playwright-core';
import { logInThroughSimulator } from '../e2e/log-in';
import type { Stack } from '../e2e/stack';
import { ControlClient } from '../simulator/control-client';

const STATEMENT_PAGE = '/en/user/statementws.html';
const ROW = '[data-testid="statement-row"]';
/** The statement's `n`th row (from 1): the table keeps only the rows around the viewport in the DOM. */
const nthRow = (n: number) => `${ROW}[aria-rowindex="${n + 1}"]`;
const WAIT = { timeout: 60_000 } as const;
/** The fixture client whose statement is measured. */
const CLIENT = { email: 'real@example.com', loginid: 'CR90000001' } as const;

export interface StatementFigures {
  /** Navigation start to the first 100 rows on screen, ms. */
  firstRowsMs: number;
  /** Scrolling from 100 rows shown to `rows` shown, ms. */
  scrollMs: number;
  /** The page's JS heap after GC with `rows` rows loaded, MB. */
  heapMb: number;
  /** Table rows in the DOM then. */
  domRows: number;
  /** Rows the table shows then (its `aria-rowcount` less the heading row), in the DOM or not. */
  shownRows: number;
  /** The longest main-thread task while scrolling, ms. */
  longestTaskMs: number;
}

async function heapAfterGcMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

/**
 * A client with `transactions` transactions (posted through the control API) opens the statement:
 * the time to its first 100 rows, then scrolling down until `rows` rows show, and the heap then.
 */
export async function measureStatement(
  stack: Stack,
  browser: Browser,
  transactions: number,
  rows: number,
): Promise<StatementFigures> {
  await ControlClient.of(stack.simulator).postTransactions('default', CLIENT.loginid, { count: transactions });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${stack.appUrl}/en/trading.html`);
  await logInThroughSimulator(page, CLIENT.email);
  await page.addInitScript({
    content: `new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longestTask = Math.max(window.__longestTask ?? 0, entry.duration);
    }).observe({ type: 'longtask', buffered: true });`,
  });
  const started = performance.now();
  await page.goto(`${stack.appUrl}${STATEMENT_PAGE}`);
  await page.locator(nthRow(100)).waitFor(WAIT);
  const firstRowsMs = performance.now() - started;
  await page.evaluate(() => ((window as unknown as { __longestTask: number }).__longestTask = 0));
  const scrolling = performance.now();
  for (let shown = 100; shown < rows; shown += 100) {
    await page.locator(nthRow(shown)).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await page.locator(nthRow(shown + 100)).waitFor({ state: 'attached', ...WAIT });
  }
  const scrollMs = performance.now() - scrolling;
  const longestTaskMs = await page.evaluate(() => (window as unknown as { __longestTask: number }).__longestTask);
  const heapMb = await heapAfterGcMb(page);
  const domRows = await page.locator(ROW).count();
  const shownRows = Number(await page.getByTestId('statement').getAttribute('aria-rowcount')) - 1;
  await context.close();
  return { firstRowsMs, scrollMs, heapMb, domRows, shownRows, longestTaskMs };
}
