import type { Currency } from '../currencies';

/** Withdrawal bounds by currency group (accounts-and-money §9), as decimal strings in the currency. */

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
