import { isCryptoCurrency } from '../../lib/currency';

/** The smallest withdrawal of a currency (accounts-and-money §9). */
export function minimumWithdrawal(currency: string): number {
  if (currency === 'UST' || currency === 'USB') return 0.02;
  return isCryptoCurrency(currency) ? 0.002 : 1;
}

/** What the limits leave to withdraw is below the currency's minimum: 'You have reached the withdrawal limit.' */
export function withdrawalLimitReached(remainder: number, currency: string): boolean {
  return remainder < minimumWithdrawal(currency);
}
