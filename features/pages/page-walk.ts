import type { Page } from 'playwright-core';
import { pageDrawn, visitWithinApp } from '../support/page-visits';

/** What a page showed when the walk opened it: how wide it was drawn and the links on it. */
export interface PageSeen {
  path: string;
  width: number;
  links: { href: string; text: string }[];
}

/** How long a page may keep a spinner in its content before it is read as it stands. */
const DATA_WAIT_MS = 3_000;

/**
 * A walk through the site's pages in one tab: the first page is loaded, every later one is opened
 * within the app as a click on a link opens it, and each is read once its content shows and its
 * spinners are gone or have had their time (a page whose data keeps streaming is read as it stands).
 */
export function pageWalk(page: Page) {
  let opened = false;
  return {
    async open(path: string, url: string): Promise<PageSeen> {
      if (opened) await visitWithinApp(page, path);
      else {
        await page.goto(url);
        await pageDrawn(page);
        opened = true;
      }
      await page
        .waitForFunction(() => !document.querySelector('main .spinner'), undefined, { timeout: DATA_WAIT_MS })
        .catch(() => undefined);
      return page.evaluate(
        (walked) => ({
          path: walked,
          width: document.documentElement.scrollWidth,
          links: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((link) => ({
            href: link.href,
            text: link.textContent?.trim() ?? '',
          })),
        }),
        path,
      );
    },
  };
}
