import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startStack, type Stack } from './stack';

export interface ScreenshotRun {
  stack: Stack;
  browser: Browser;
  /** Where the pictures go: the script's first argument, else reports/screenshots. */
  outDir: string;
}

/** Starts the simulator, the built app and Chromium, runs `take`, then stops all three. */
export async function screenshotRun(take: (run: ScreenshotRun) => Promise<void>): Promise<void> {
  const outDir = process.argv[2] ?? 'reports/screenshots';
  mkdirSync(outDir, { recursive: true });
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    await take({ stack, browser, outDir });
  } finally {
    await browser.close();
    await stack.close();
  }
}

export interface PageAtWidth {
  page: Page;
  width: number;
  /**
   * Saves the whole page as `{prefix}-{name}-{width}.png` in the run's folder, and names anything in
   * the page's content wider than the screen (nothing may overflow at 375 px).
   */
  shot(name: string): Promise<void>;
}

/** Runs `take` on a fresh page 1280 px wide, then on one 375 px wide (a phone). */
export async function atEachWidth(
  { browser, outDir }: ScreenshotRun,
  prefix: string,
  take: (at: PageAtWidth) => Promise<void>,
): Promise<void> {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const shot = async (name: string) => {
      const path = `${outDir}/${prefix}-${name}-${width}.png`;
      await page.screenshot({ path, fullPage: true });
      console.log(`saved ${path}`);
      const wide = await overflowing(page);
      if (wide.length > 0) console.log(`  ${name} overflows: ${wide.join(', ')}`);
    };
    try {
      await take({ page, width, shot });
    } finally {
      await context.close();
    }
  }
}

/** The elements of the page's main content wider than the screen. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}
