import type { Currency } from '../currencies';

/** Cashier bounds by currency group (accounts-and-money §9), as decimal strings in the currency. */

/** The crypto currencies with the small minimum (0.002) and the payment-agent range 0.002 to 5. */
const SMALL_UNIT_CRYPTO: readonly string[] = ['BTC', 'BCH', 'ETH', 'ETC', 'LTC'];
/** The stable coins: 0.02 minimum withdrawal, payment agents 10 to 2000. */
const STABLE_COINS: readonly string[] = ['UST', 'USB'];

/** The smallest cashier withdrawal: 1 for fiat, 0.002 for BTC and its group, 0.02 for UST and USB. */
export function minimumWithdrawal(currency: Currency): string {
  if (SMALL_UNIT_CRYPTO.includes(currency.code)) return '0.002';
  if (STABLE_COINS.includes(currency.code)) return '0.02';
  return '1';
}

/** Default payment-agent withdrawal range, used when an agent does not set its own. */
export function paymentAgentRange(currency: Currency): { min: string; max: string } {
  if (SMALL_UNIT_CRYPTO.includes(currency.code)) return { min: '0.002', max: '5' };
  return { min: '10', max: '2000' };
}

/**
 * The largest single deposit the cashier takes, in the account's currency. The spec gives no cashier
 * maximum; this is the platform's published one: binary.com's payment methods page lists "Min-Max
 * Deposit" per method, the highest being bank wire's 500 - 100,000 (USD, GBP, EUR, AUD). It lists no
 * maximum for cryptocurrencies, so they share the figure, which keeps every deposit bounded.
 */
export const MAXIMUM_DEPOSIT = '100000';
