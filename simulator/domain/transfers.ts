import Big from 'big.js';
import type { LandingCompanyCode } from './accounts/landing-companies';
import { isVirtual, type Account } from './accounts/model';
import { hasStatus } from './accounts/statuses';
import { transferFeePercent, type Currency } from './currencies';

/**
 * Transfers between a user's own accounts (accounts-and-money §6): only between real accounts, one
 * fiat and one crypto (with the 1% fee), or in the same currency between the malta and maltainvest pair.
 */

export const TRANSFER_MESSAGES = {
  sameAccount: 'Account transfer is not available within the same account.',
  virtual: 'Transfers are only available between real-money accounts.',
  unavailable: 'Transfers between these accounts are not available.',
  fiatPair: 'Transfers between two fiat accounts are not available.',
  cryptoPair: 'Transfers between two cryptocurrency accounts are not available.',
  pairCurrency: 'Transfers between these accounts are only available in the same currency.',
  currencyMismatch: 'Currency provided is different from account currency.',
  insufficient: 'Your account balance is insufficient for this transaction.',
} as const;

const EU_PAIR: readonly LandingCompanyCode[] = ['malta', 'maltainvest'];

function isEuPair(from: Account, to: Account): boolean {
  return (
    from.landing_company !== to.landing_company && [from, to].every((each) => EU_PAIR.includes(each.landing_company))
  );
}

export interface TransferSide {
  account: Account;
  currency: Currency;
}

/** Why these two accounts cannot transfer, or undefined when they can. */
export function transferPairRefusal(from: TransferSide, to: TransferSide): string | undefined {
  if (from.account.loginid === to.account.loginid) return TRANSFER_MESSAGES.sameAccount;
  if (isVirtual(from.account) || isVirtual(to.account)) return TRANSFER_MESSAGES.virtual;
  if ([from.account, to.account].some((each) => hasStatus(each, 'disabled'))) return TRANSFER_MESSAGES.unavailable;
  if (isEuPair(from.account, to.account))
    return from.currency.code === to.currency.code ? undefined : TRANSFER_MESSAGES.pairCurrency;
  if (from.account.landing_company !== to.account.landing_company) return TRANSFER_MESSAGES.unavailable;
  if (from.currency.type === 'fiat' && to.currency.type === 'fiat') return TRANSFER_MESSAGES.fiatPair;
  if (from.currency.type === 'crypto' && to.currency.type === 'crypto') return TRANSFER_MESSAGES.cryptoPair;
  return undefined;
}

/**
 * The fee in minor units of the source currency, at the rate website_status advertises for the pair
 * (1% unless both are fiat), rounded up to a whole minor unit: the minimum fee is one minor unit.
 */
export function transferFeeMinor(minor: number, from: Currency, to: Currency): number {
  return new Big(minor).times(transferFeePercent(from, to)).div(100).round(0, Big.roundUp).toNumber();
}
