import { useSelector } from 'react-redux';
import { useBalanceStreamQuery } from '../../api/endpoints/notices';
import { selectLoggedInAccount } from '../session';
import { isBalanceLow } from './topup-offer';

/** Whether a top-up may be offered now: a virtual account with 1000 or less (trading-core §4). */
export function useTopUpAllowed(): boolean {
  const account = useSelector(selectLoggedInAccount);
  const isVirtual = account?.is_virtual === 1;
  const { data: balance } = useBalanceStreamQuery(undefined, { skip: !isVirtual });
  return isVirtual && balance !== undefined && isBalanceLow(balance.balance, balance.currency);
}
