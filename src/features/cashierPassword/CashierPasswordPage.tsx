import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useCashierLockQuery } from '../../api/endpoints/cashier-password';
import { CASHIER_PASSWORD_REDIRECT_MS } from '../../lib/constants';
import { localize } from '../../lib/localize';
import { returnPathOf } from '../../lib/return-to';
import { after } from '../../lib/timers';
import { Spinner } from '../../ui/Spinner';
import { useTimers } from '../../ui/timers-context';
import { DEFAULT_PAGE, selectLoggedInAccount } from '../session';
import { LockForm, UnlockForm } from './CashierPasswordForms';
import './cashier-password.css';

/**
 * user/security/cashier_passwordws (accounts-and-money §4, §5): an unlocked cashier shows the lock
 * form, a locked one the unlock form. Once changed, the message shows and 2 s later the client goes
 * back to the page they came from (or the default page).
 */
export function CashierPasswordPage() {
  const account = useSelector(selectLoggedInAccount);
  const lock = useCashierLockQuery(account?.loginid ?? '', { skip: !account });
  const [done, setDone] = useState(false);
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const next = returnPathOf(useLocation().state) ?? `/${lang}/${DEFAULT_PAGE}`;
  const timers = useTimers();

  useEffect(() => {
    if (!done) return undefined;
    return after(timers, CASHIER_PASSWORD_REDIRECT_MS, () => void navigate(next));
  }, [done, timers, navigate, next]);

  if (!account) return null;
  return (
    <section className="card cashier-password" aria-labelledby="cashier-password-title">
      <h1 id="cashier-password-title">{localize('Cashier password')}</h1>
      {done ? (
        <p className="cashier-password__done" role="status" data-testid="cashier-password-done">
          {localize('Your settings have been updated successfully.')}
        </p>
      ) : lock.error ? (
        <p className="form__error" role="alert">
          {(lock.error as { message?: string }).message ||
            localize('Sorry, an error occurred while processing your request.')}
        </p>
      ) : lock.data === undefined ? (
        <Spinner />
      ) : lock.data === 1 ? (
        <UnlockForm onDone={() => setDone(true)} />
      ) : (
        <LockForm residence={account.country} onDone={() => setDone(true)} />
      )}
    </section>
  );
}
