import { useSelector } from 'react-redux';
import { useSettingsQuery } from '../api/endpoints/notices';
import { selectSession } from '../features/session';
import type { Visitor } from './page-access';

/** What the page access rules and the menu know of the visitor now. */
export function useVisitor(): Visitor {
  const session = useSelector(selectSession);
  const isReal = session.status === 'logged_in' && session.account?.is_virtual === 0;
  const { data: settings } = useSettingsQuery(undefined, { skip: !isReal });
  return {
    status: session.status,
    isVirtual: session.account?.is_virtual === 1,
    currency: session.account?.currency ?? '',
    isPaymentAgent: isReal && settings?.is_authenticated_payment_agent === 1,
  };
}
