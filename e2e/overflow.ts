import type { Page } from 'playwright-core';

/** The elements of the page's main area wider than the screen, named (nothing may overflow at 375 px). */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}
