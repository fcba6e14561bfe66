import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';
import { startStack, type Stack } from '../e2e/stack';
import { ControlClient } from '../simulator/control-client';
import { criticalPath, PATH_CALLS, recordTimeline, type CriticalPath, type PageTimeline } from './critical-path';
import { median } from './stats';

const TRADING_PAGE = '/en/trading.html';
const FIRST_PRICE = '[data-testid="price-box-top"] [data-testid="stake"]';
const PRICE_WAIT = { state: 'visible', timeout: 60_000 } as const;

/** The trading page served by the built app against its own simulator, in headless Chromium. */
export async function withTradingPage<T>(use: (stack: Stack, browser: Browser) => Promise<T>): Promise<T> {
  const stack = await startStack();
  try {
    const browser = await launchBrowser();
    try {
      return await use(stack, browser);
    } finally {
      await browser.close();
    }
  } finally {
    await stack.close();
  }
}

export interface FirstPrice {
  /** Navigation start to the first price on screen, as the test driver saw it; median, ms. */
  total: number;
  /** Each milestone of the critical path and its idle time, each the median over the runs, ms. */
  path: CriticalPath | undefined;
}

/**
 * Time from the start of navigation to the first price (the top price box's stake) on screen, in a
 * fresh browser context each run (nothing cached or stored: a first visit), with the critical path the
 * page's own clock recorded; the medians of `runs`.
 */
export async function measureFirstPrice(stack: Stack, browser: Browser, runs: number): Promise<FirstPrice> {
  const times: number[] = [];
  const paths: CriticalPath[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The recorder is sent as its source text: the names tsx gives its functions must resolve there.
    await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
    await page.addInitScript(recordTimeline, { selector: FIRST_PRICE, calls: PATH_CALLS });
    const started = performance.now();
    await page.goto(`${stack.appUrl}${TRADING_PAGE}`);
    await page.locator(FIRST_PRICE).waitFor(PRICE_WAIT);
    times.push(performance.now() - started);
    const path = criticalPath(await page.evaluate(() => (window as unknown as Timeline).__criticalPath));
    if (path) paths.push(path);
    await context.close();
  }
  return { total: median(times), path: medianPath(paths) };
}

interface Timeline {
  __criticalPath: PageTimeline;
}

function medianPath(paths: readonly CriticalPath[]): CriticalPath | undefined {
  const [first] = paths;
  if (!first) return undefined;
  const keys = Object.keys(first) as (keyof CriticalPath)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(paths.map((path) => path[key]))]),
  ) as unknown as CriticalPath;
}

/** The page's used JS heap after a full garbage collection, in bytes. */
async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

export interface HeapGrowth {
  beforeMb: number;
  afterMb: number;
  growthMb: number;
  /** Socket messages the page received while the clocks moved: the ticks and price updates did flow. */
  messages: number;
}

/**
 * Opens the trading page with the page's clock under control, then moves the simulator's clock and the
 * page's together in `stepSeconds` steps through `minutes` of simulated time (ticks, price updates and
 * the page's timers all run), and compares the page's heap after garbage collection before and after.
 */
export async function measureHeapGrowth(
  stack: Stack,
  browser: Browser,
  minutes: number,
  stepSeconds = 10,
): Promise<HeapGrowth> {
  const control = ControlClient.of(stack.simulator);
  const context = await browser.newContext();
  const page = await context.newPage();
  let messages = 0;
  page.on('websocket', (socket) => socket.on('framereceived', () => (messages += 1)));
  await page.clock.install({ time: Date.now() });
  await page.goto(`${stack.appUrl}${TRADING_PAGE}`);
  await page.locator(FIRST_PRICE).waitFor(PRICE_WAIT);
  const before = await heapAfterGc(page);
  messages = 0;
  for (let moved = 0; moved < minutes * 60; moved += stepSeconds) {
    await control.advanceClock('default', stepSeconds * 1000);
    await page.clock.runFor(stepSeconds * 1000);
  }
  await page.locator(FIRST_PRICE).waitFor(PRICE_WAIT);
  const after = await heapAfterGc(page);
  await context.close();
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return { beforeMb: mb(before), afterMb: mb(after), growthMb: mb(after - before), messages };
}
