import type { Page } from 'playwright-core';

/** The limits page, /en/user/security/limitsws.html: the account's trading and withdrawal limits. */
export const LIMITS_PATH = '/en/user/security/limitsws.html';

export function limitsPage(page: Page) {
  return {
    /** The value cell of the trading limit named `item`. */
    tradingLimit: (item: string) =>
      page
        .getByTestId('limit-row')
        .filter({ has: page.getByRole('rowheader', { name: item, exact: true }) })
        .locator('td'),
    withdrawalLines: page.getByTestId('withdrawal-line'),
    refusal: page.getByTestId('limits-refusal'),
    headings: page.locator('main').getByRole('heading'),
  };
}
