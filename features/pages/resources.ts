import type { Page } from 'playwright-core';

/** The asset index page, /en/resources/asset_indexws.html. */
export const ASSET_INDEX_PATH = '/en/resources/asset_indexws.html';
/** The trading times page, /en/resources/market_timesws.html. */
export const TRADING_TIMES_PATH = '/en/resources/market_timesws.html';

/** The resources pages: the asset index and the trading times, each a section per market. */
export function resourcesPage(page: Page) {
  const rowHeader = (name: string) => page.getByRole('rowheader', { name, exact: true });
  /** The section of a market, by its heading. */
  const market = (name: string) =>
    page.locator('.resources-market').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
  return {
    /** The asset index's rows (one per contract category) of `underlying` in `submarket` of `market`. */
    assetRows: (marketName: string, submarket: string, underlying: string) =>
      market(marketName)
        .getByRole('table', { name: submarket, exact: true })
        .locator('tbody')
        .filter({ has: rowHeader(underlying) })
        .getByRole('row'),
    /** The cells of the trading times row of `underlying` in `market`. */
    tradingTimesCells: (marketName: string, underlying: string) =>
      market(marketName)
        .getByTestId('trading-times-row')
        .filter({ has: rowHeader(underlying) })
        .locator('td'),
    date: page.getByLabel('Date'),
    tradingTimesHeading: page.getByTestId('trading-times-heading'),
    line: (text: string) => page.locator('main').getByText(text, { exact: true }),
    alert: page.locator('.resources-page [role="alert"]'),
  };
}
