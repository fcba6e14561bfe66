import { useSelector } from 'react-redux';
import { useBalancesQuery } from '../../api/endpoints/balance';
import { balanceOf, selectLoggedInAccount } from '../session';

export interface VirtualBalance {
  loginid: string;
  currency: string;
  balance: number;
}

/**
 * The logged-in virtual account's balance from the header's balance stream (all accounts), not a
 * second stream of its own; undefined for a real account, a visitor, or before the first balance.
 */
export function useVirtualBalance(): VirtualBalance | undefined {
  const account = useSelector(selectLoggedInAccount);
  const loginid = account?.is_virtual === 1 ? account.loginid : undefined;
  const { data: balances } = useBalancesQuery(loginid ?? '', { skip: !loginid });
  const balance = loginid ? balanceOf(balances, loginid) : undefined;
  if (!loginid || balance === undefined || !account?.currency) return undefined;
  return { loginid, currency: account.currency, balance };
}
