import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
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
