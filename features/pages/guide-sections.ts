import type { Page } from 'playwright-core';

/** A headed section of a guide page, by its heading: where a link to its anchor opens the page. */
export function guideSection(page: Page, heading: string) {
  const section = page.locator('article.content-page').getByRole('region', { name: heading, exact: true });
  return {
    /** Whether the section's top is within the window, where a reader sees it. */
    isInView: () =>
      section.evaluate((element) => {
        const { top } = element.getBoundingClientRect();
        return top >= -1 && top < window.innerHeight;
      }),
  };
}
