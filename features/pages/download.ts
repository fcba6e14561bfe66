import type { Page } from 'playwright-core';

/** The download page, /en/download.html. */
export const DOWNLOAD_PATH = '/en/download.html';

/** The download page: the desktop app's block (version, installers) and trading in the browser. */
export function downloadPage(page: Page) {
  const desktop = page.getByTestId('desktop-app');
  return {
    /** The page's blocks, by their headings, in the order shown. */
    blockHeadings: page.locator('.download__blocks > section h2'),
    desktop,
    version: desktop.getByTestId('release-version'),
    /** The installers' download links, macOS first. */
    installers: desktop.locator('[data-testid^="installer-"]'),
    missingInstallers: desktop.locator('.download__missing'),
    unavailable: desktop.getByTestId('download-unavailable'),
  };
}
