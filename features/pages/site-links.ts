import type { Page } from 'playwright-core';

/** The page is drawn: its code has loaded and its content shows something (a page, a refusal, a message). */
async function contentShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('.page-loading') && Boolean(document.querySelector('main')?.textContent?.trim()),
  );
}

/** Marks what the page open showed before the walk moved on. */
const LEFT_MARK = 'data-walk-left';

/** How long a page may keep a spinner in its content before its links are read as they stand. */
const DATA_WAIT_MS = 3_000;

/**
 * Where the app draws its links: every page of the site, opened within the app as a click on a link
 * opens it (no reload), and the links the page shows once its data is in.
 */
export function siteLinks(page: Page) {
  return {
    /**
     * Opens `path` (/{lang}/{page}.html) from the page now open, as a click on a plain link to it
     * does (unless it is the page open), and waits until its content shows and its spinners are gone
     * or have had their time: a page whose data keeps streaming (prices, charts) is read as it stands.
     */
    async openWithinTheApp(path: string): Promise<void> {
      const before = new URL(page.url()).pathname;
      if (before !== path) {
        await page.evaluate(
          ({ href, mark }) => {
            // What shows now is marked, so the page drawn next is told apart from it, also when that
            // page sends the visitor back here.
            for (const element of document.querySelectorAll('main *')) element.setAttribute(mark, '');
            const link = document.createElement('a');
            link.href = href;
            document.body.append(link);
            link.click();
            link.remove();
          },
          { href: path, mark: LEFT_MARK },
        );
        // A page drawn by the same component as the one before keeps its elements: its address tells.
        await page.waitForFunction(
          ({ mark, previous }) =>
            window.location.pathname !== previous ||
            [...document.querySelectorAll('main *')].some((element) => !element.hasAttribute(mark)),
          { mark: LEFT_MARK, previous: before },
        );
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
      }
      await contentShown(page);
      await page
        .waitForFunction(() => !document.querySelector('main .spinner'), undefined, { timeout: DATA_WAIT_MS })
        .catch(() => undefined);
    },
    /** The address of every link on the page, resolved as the browser resolves it. */
    async linkAddresses(): Promise<{ href: string; text: string }[]> {
      return page.$$eval('a[href]', (links) =>
        links.map((link) => ({ href: (link as HTMLAnchorElement).href, text: link.textContent?.trim() ?? '' })),
      );
    },
  };
}
