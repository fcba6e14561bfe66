import Big from 'big.js';
import type { PriceCell } from '../../api/endpoints/multi-barrier-prices';

export interface ButtonConditions {
  unwelcome: boolean;
  /** The period has 120 s or less left. */
  closing: boolean;
  /** The socket is not open, or the browser is offline: nothing can be bought now. */
  offline: boolean;
}

/**
 * Whether a price button can be pressed (trading-core §4): not with an error, without an ask price,
 * for an unwelcome account, with 120 s or less left, or while the connection is down.
 */
export function buttonActive(cell: PriceCell | undefined, conditions: ButtonConditions): boolean {
  if (!cell || cell.error !== undefined || cell.askPrice === undefined) return false;
  return !conditions.unwelcome && !conditions.closing && !conditions.offline;
}

/**
 * The market is closed when contracts_for said so, or when now is past the contracts' close time
 * (a null close means no session today).
 */
export function marketClosed(
  contracts: { close?: number | null } | undefined,
  errorCode: string | undefined,
  now: number,
): boolean {
  if (errorCode === 'MarketIsClosed') return true;
  if (!contracts || contracts.close === undefined) return false;
  return contracts.close === null || now > contracts.close;
}

/** Malta and Isle of Man accounts, and clients whose allowed markets lack forex, trade on the classic page. */
export function redirectsToClassic(landingCompany: string | undefined, allowedMarkets: readonly string[] | undefined) {
  if (landingCompany === 'malta' || landingCompany === 'iom') return true;
  return allowedMarkets !== undefined && !allowedMarkets.includes('forex');
}

/** amount / 1000, as the page shows the payout (trading-core §4). */
export function payoutShown(amount: string): string {
  try {
    return new Big(amount.trim()).div(1000).toString();
  } catch {
    return '';
  }
}
