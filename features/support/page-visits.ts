import type { Page } from 'playwright-core';

const SHOWN = '__pageShownBeforeVisit';

/** The page is drawn: its code has loaded and something shows in the content area. */
export async function pageDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('.page-loading') && Boolean(document.querySelector('main')?.textContent?.trim()),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * Opens `path` as a click on a link to it would, without loading the app again, and waits until the
 * page it leads to (or the page its access rule sends the visitor to) is drawn: the content area shows
 * a new element, as each page starts afresh.
 */
export async function visitWithinApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    ([href, key]) => {
      (window as unknown as Record<string, unknown>)[key] = document.querySelector('main')?.firstElementChild;
      const link = document.createElement('a');
      link.href = href;
      document.body.append(link);
      link.click();
      link.remove();
    },
    [path, SHOWN] as const,
  );
  await page.waitForFunction((key) => {
    const shown = document.querySelector('main')?.firstElementChild;
    return Boolean(shown) && shown !== (window as unknown as Record<string, unknown>)[key];
  }, SHOWN);
  await pageDrawn(page);
}
