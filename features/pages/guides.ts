import type { Page } from 'playwright-core';

/** The guides and product pages: a heading, an introduction and headed sections of texts and links. */
export function guidesPage(page: Page) {
  const article = page.locator('article.content-page');
  return {
    /** The page at its path under /en/, without .html. */
    path: (name: string) => `/en/${name}.html`,
    heading: article.getByRole('heading', { level: 1 }),
    sectionHeadings: article.getByRole('heading', { level: 2 }),
    link: (name: string) => article.getByRole('link', { name, exact: true }),
    parentLink: article.getByTestId('content-page-parent'),
    /** A notice of the page: the calendar that is unavailable, the offer not made to the visitor. */
    notice: article.getByRole('status'),
    /** The cells of a row of the contract specifications, by its instrument. */
    specificationCells: (instrument: string) =>
      article
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: instrument, exact: true }) })
        .locator('td'),
  };
}
