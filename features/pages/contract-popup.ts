import type { Page } from 'playwright-core';

/** The contract popup, over the trading and portfolio pages. */
export function contractPopup(page: Page) {
  const popup = page.getByTestId('contract-popup');
  const chart = popup.getByTestId('contract-chart');
  return {
    popup,
    overlay: page.getByTestId('contract-popup-overlay'),
    title: popup.locator('h2'),
    status: popup.getByTestId('contract-status'),
    indicativePrice: popup.getByTestId('indicative-price'),
    /** The value of one row of the popup's info table ("Entry spot", "Indicative price", ...). */
    fact: (label: string) =>
      popup
        .locator('.contract-popup__fact', { has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
        .getByRole('definition'),
    sellArea: popup.getByTestId('sell-area'),
    sell: popup.getByTestId('sell'),
    sold: popup.getByTestId('sold'),
    soldLine: popup.getByText(/Sold for/),
    sellError: popup.getByTestId('sell-error'),
    result: popup.getByTestId('result'),
    endTime: popup.getByText('End time').first(),
    line: (text: string) => popup.getByText(text, { exact: true }),
    explanation: (line: string) => popup.getByTestId('contract-explanation').getByText(line, { exact: true }),
    profitLoss: popup.getByTestId('profit-loss'),
    chart,
    /** The chart drawing "ticks" (the contract's) or "underlying" (its underlying's recent ticks). */
    chartOf: (kind: string) => popup.locator(`[data-testid=contract-chart][data-chart=${kind}]`),
    chartHolding: (points: number) => popup.locator(`[data-testid=contract-chart][data-points="${points}"]`),
    chartBarrierLabel: chart.locator('.highcharts-plot-line-label', { hasText: /^Barrier$/ }),
    auditToggle: popup.getByTestId('audit-toggle'),
    audit: popup.getByTestId('audit'),
    auditCell: (name: string) => popup.getByTestId('audit').getByRole('cell', { name }).first(),
    digitTicks: popup.getByTestId('digit-tick'),
    newDigitTick: popup.locator('[data-testid=digit-tick].contract-popup__row--new').first(),
  };
}
