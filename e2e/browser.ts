import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium unless CHROMIUM_PATH names another build: its headless shell where installed (the
 * same Chromium without the desktop browser around it, what Playwright itself runs headless; it opens a
 * page for about two thirds of the CPU), else the browser.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with "apt-get install -y chromium-headless-shell" ` +
        '(Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
}
