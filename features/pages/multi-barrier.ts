import type { Page } from 'playwright-core';

/** The multi-barrier trading page, /en/multi_barriers_trading.html. */
export const MULTI_BARRIER_PATH = '/en/multi_barriers_trading.html';

export function multiBarrierPage(page: Page) {
  const priceTable = page.getByTestId('price-table');
  const payoutList = page.getByTestId('payout-list');
  const remainingTime = page.getByTestId('remaining-time');
  return {
    /** The page, whose data-contracts-at tells when (browser time) the contracts arrived. */
    root: page.locator('.mb-page'),
    form: page.getByTestId('mb-form'),
    category: page.getByTestId('mb-category'),
    period: page.getByTestId('mb-period'),
    periodLasting: (duration: string) => page.getByTestId('mb-period').locator(`option[data-duration="${duration}"]`),
    chosenPeriod: page.getByTestId('mb-period').locator('option:checked'),
    underlying: page.getByTestId('mb-underlying'),
    payout: page.getByTestId('payout'),
    payoutShown: page.getByTestId('payout-shown'),
    payoutList,
    payoutListButton: (name: string) => payoutList.getByRole('button', { name, exact: true }),
    payoutAmount: page.getByTestId('payout-amount'),
    payoutError: page.getByTestId('payout-error'),
    priceTable,
    periodColumns: priceTable.locator('thead th'),
    priceRows: page.getByTestId('price-row'),
    /** The price buttons of the price table's row at `index`. */
    priceRowButtons: (index: number) => page.getByTestId('price-row').nth(index).getByTestId('price-button'),
    priceButtons: page.getByTestId('price-button'),
    enabledPriceButtons: page.locator('[data-testid="price-button"]:enabled'),
    askPrices: page.getByTestId('ask-price'),
    chart: page.getByTestId('chart'),
    remainingTime: {
      shown: remainingTime,
      value: remainingTime.locator('.mb-remaining__value'),
      inStyle: (alert: boolean) => page.locator(`[data-testid="remaining-time"][data-alert="${alert}"]`),
    },
    priceError: page.getByTestId('proposal-error'),
    contractsError: page.getByTestId('contracts-error'),
    marketClosed: page.getByTestId('market-closed'),
    purchaseNotice: page.getByTestId('purchase-notice'),
    analysisTabs: page.getByTestId('analysis').getByRole('tab'),
    /** The parts hidden while the market is closed, by test id. */
    formParts: ['mb-form', 'price-table', 'chart', 'mb-underlying', 'mb-period'].map((id) => page.getByTestId(id)),
  };
}
