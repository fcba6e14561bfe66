import { readableStorage } from '../../lib/storage';

/** Where a client's acceptance of the Bitcoin Cash notice is kept (cleared when the account changes). */
const ACCEPTED_BCH_KEY = 'accepted_bch';

/** Bitcoin Cash accounts confirm a notice once before their first cashier request (accounts-and-money §4). */
export function needsBchAcceptance(currency: string, storage = readableStorage()): boolean {
  return currency === 'BCH' && storage?.getItem(ACCEPTED_BCH_KEY) !== '1';
}

export function rememberBchAcceptance(storage = readableStorage()): void {
  storage?.setItem(ACCEPTED_BCH_KEY, '1');
}
