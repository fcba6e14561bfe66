import type { Locator, Page } from 'playwright-core';

/** The classic trading page, /en/trading.html: its form, price boxes, confirmation and analysis tabs. */
export const TRADING_PATH = '/en/trading.html';

/** The form's fields as the steps name them, by test id ("duration" is duration_amount). */
const FIELDS: Record<string, string> = { duration: 'duration_amount', barrier: 'barrier', amount: 'amount' };

const fieldId = (field: string) => FIELDS[field] ?? field;

/** What a price box (`box`) shows. */
function priceBoxParts(page: Page, box: Locator) {
  return {
    box,
    stake: box.getByTestId('stake'),
    payout: box.getByTestId('payout'),
    terms: box.getByTestId('longcode'),
    purchase: box.getByTestId('purchase'),
    purchasable: box.getByTestId('purchase').and(page.locator(':enabled')),
    notice: box.getByTestId('purchase-notice'),
    purchaseError: box.getByTestId('purchase-error'),
    contractError: box.getByTestId('contract-error'),
    noPrice: box.getByTestId('no-price'),
    logInLink: box.getByTestId('purchase-error').getByTestId('login-link'),
    professionalLink: box.getByTestId('professional-link'),
    /** The mark beside the payout that it moved "up" or "down". */
    moved: (direction: string) => box.getByRole('img', { name: `Price ${direction}` }),
  };
}

export function tradingPage(page: Page) {
  const priceBoxes = page.getByTestId('price-boxes');
  const confirmation = page.getByTestId('confirmation');
  const spot = page.getByTestId('spot');
  const contractForms = page.getByTestId('contract-form-menu');
  return {
    heading: page.getByRole('heading', { name: 'Trading' }),
    region: page.getByRole('region', { name: 'Trading' }),
    serverTime: page.getByTestId('server-time'),
    market: page.getByTestId('market'),
    underlying: page.getByTestId('underlying'),
    contractForms,
    contractForm: (label: string) => contractForms.getByRole('button', { name: label, exact: true }),
    /** A field of the form by the name the steps give it: "duration", "barrier", "amount", ... */
    field: (name: string) => page.getByTestId(fieldId(name)),
    fieldError: (name: string) => page.getByTestId(`error-${fieldId(name)}`),
    durationUnits: page.getByTestId('duration_units'),
    durationUnitOptions: page.getByTestId('duration_units').locator('option'),
    durationDate: page.getByTestId('duration_date'),
    basis: page.getByTestId('amount_type'),
    expiry: page.getByTestId('expiry_type'),
    startTimes: page.getByTestId('date_start').locator('option'),
    endTime: page.getByTestId('expiry_time'),
    barrierLevel: page.getByTestId('barrier-level'),
    priceBoxes,
    /** Every price box shown, in order. */
    eachPriceBox: priceBoxes.locator('[data-testid^="price-box-"]'),
    /** The boxes as drawn, each with its class (dimmed offline). */
    drawnPriceBoxes: priceBoxes.locator('.price-box'),
    /** The price box drawn at `index`, in order. */
    drawnPriceBox: (index: number) => priceBoxParts(page, priceBoxes.locator('.price-box').nth(index)),
    dimmedPriceBox: page.locator('.price-box--offline'),
    /** The price box at `position`: "top", "bottom" or "middle". */
    priceBox: (position: string) => priceBoxParts(page, page.getByTestId(`price-box-${position}`)),
    /**
     * The same once it shows the price of the form as it is now: the page's first price shows at once, so
     * a box may still show it, busy, while a changed form settles.
     */
    settledPriceBox: (position: string) =>
      priceBoxParts(page, page.locator(`[data-testid="price-box-${position}"][aria-busy="false"]`)),
    priceBoxOfContractType: (type: string) => priceBoxParts(page, page.locator(`[data-contract-type="${type}"]`)),
    purchaseButtons: page.getByTestId('purchase'),
    stakes: priceBoxes.getByTestId('stake'),
    confirmation: {
      panel: confirmation,
      contractId: confirmation.getByTestId('contract-id'),
      /** The contract's description, in the connection's language. */
      description: confirmation.locator('.confirmation__longcode'),
      cost: confirmation.getByTestId('buy-price'),
      balanceAfter: confirmation.getByTestId('balance-after'),
      view: page.getByTestId('view-contract'),
    },
    spot: {
      display: spot,
      quote: spot.locator('.spot__quote'),
      error: page.locator('[data-testid="spot"].spot--error'),
    },
    chart: page.getByTestId('chart'),
    chartOf: (granularity: string) => page.locator(`[data-testid="chart"][data-granularity="${granularity}"]`),
    chartError: page.getByTestId('chart-error'),
    digitBars: page.getByTestId('digit-stats').locator('.digit-stats__bar'),
    analysisTab: (name: string) => page.getByRole('tab', { name }),
    portfolioRow: (contractId: string) => page.locator(`[data-testid=portfolio-row][data-contract-id="${contractId}"]`),
    notice: page.getByTestId('trading-notice'),
    siteNotice: page.getByTestId('site-notice'),
    reloadLink: page.getByTestId('reload-page').first(),
  };
}
