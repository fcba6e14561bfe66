import { isBalanceLow } from './topup-offer';
import { useVirtualBalance } from './useVirtualBalance';

/** Whether a top-up may be offered now: a virtual account with 1000 or less (trading-core §4). */
export function useTopUpAllowed(): boolean {
  const account = useVirtualBalance();
  return account !== undefined && isBalanceLow(account.balance, account.currency);
}
