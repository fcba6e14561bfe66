/** What the trading steps share: how long prices may take, and the test ids of the form's fields. */

/** Prices arrive after the form's 500 ms debounce (none for the page's first) and the platform's first tick. */
export const PRICE_WAIT = { timeout: 15_000 };

const FIELDS: Record<string, string> = { duration: 'duration_amount', barrier: 'barrier', amount: 'amount' };

/**
 * A price box showing the price of the form as it is now: the page's first price shows at once, so a
 * box may still show it, busy, while a changed form settles.
 */
export const settledPriceBox = (position: string) => `[data-testid="price-box-${position}"][aria-busy="false"]`;

/** The test id of a field as the steps name it ("duration" is duration_amount). */
export const fieldId = (field: string) => FIELDS[field] ?? field;
