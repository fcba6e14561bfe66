import type { Page } from 'playwright-core';

/** The portfolio page, /en/portfolio.html: the open contracts of the account. */
export const PORTFOLIO_PATH = '/en/portfolio.html';

export function portfolioPage(page: Page) {
  const table = page.getByTestId('portfolio');
  const rowOf = (contractId: number | string) =>
    page.locator(`[data-testid=portfolio-row][data-contract-id="${contractId}"]`);
  return {
    heading: page.getByRole('heading', { name: 'Portfolio' }),
    empty: page.getByTestId('portfolio-empty'),
    purchases: table.locator('[data-testid=portfolio-row] [data-testid=purchase]'),
    totalPurchase: table.getByTestId('total-purchase'),
    /** The row of one contract and its cells. */
    row: (contractId: number | string) => {
      const row = rowOf(contractId);
      return {
        row,
        highlightedAsNew: row.and(page.locator('.portfolio__row--new')),
        indicative: row.getByTestId('indicative'),
        /** The indicative price marked as risen or fallen. */
        indicativeMoved: row.getByTestId('indicative').and(page.locator('[data-movement=up], [data-movement=down]')),
        payout: row.getByTestId('payout'),
        remainingTime: row.getByTestId('remaining-time'),
        view: row.getByTestId('portfolio-view'),
      };
    },
  };
}
