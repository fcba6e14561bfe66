import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { localize } from '../../lib/localize';
import { AccountSwitcher } from './AccountSwitcher';
import { selectSession } from './session-slice';
import { VisitorButtons } from './VisitorButtons';

/**
 * The header's right side: the client's account switcher with the site's account menu in it, or
 * log-in and sign-up for visitors.
 */
export function SessionControls({ accountMenu }: { accountMenu?: ReactNode }) {
  const { status } = useSelector(selectSession);
  if (status === 'logged_in') return <AccountSwitcher>{accountMenu}</AccountSwitcher>;
  if (status === 'logged_out') return <VisitorButtons />;
  return (
    <span className="session-pending" aria-live="polite">
      {localize('Logging in…')}
    </span>
  );
}
