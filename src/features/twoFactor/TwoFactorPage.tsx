import { useCallback, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useTwoFactorMutation, useTwoFactorStatusQuery } from '../../api/endpoints/security';
import { localize } from '../../lib/localize';
import { after } from '../../lib/timers';
import { refusalText } from '../../ui/form';
import { useTimers } from '../../ui/timers-context';
import { selectLoggedInAccount, type Account } from '../session';
import { CodeForm } from './CodeForm';
import { SecretKey } from './SecretKey';
import './two-factor.css';

/** How long the success message shows before the page reads the status again (accounts-and-money §9). */
const SUCCESS_MS = 3_000;

/**
 * The two-factor authentication page (accounts-and-money "Two-factor"): whether it is on; when off,
 * a new secret as a QR code and as text, and the code that switches it on; when on, the code that
 * switches it off. A success shows for 3 s, then the page starts over with the new status.
 */
export function TwoFactorPage() {
  const account = useSelector(selectLoggedInAccount);
  // Each round reads the status afresh: the page starts over after a change.
  const [round, setRound] = useState(0);
  const nextRound = useCallback(() => setRound((current) => current + 1), []);
  if (!account) return <p role="status">{localize('Loading…')}</p>;
  return (
    <section className="two-factor">
      <h1>{localize('Two-Factor Authentication')}</h1>
      <TwoFactorRound key={round} account={account} onOver={nextRound} />
    </section>
  );
}

function TwoFactorRound({ account, onOver }: { account: Account; onOver: () => void }) {
  const status = useTwoFactorStatusQuery(account.loginid, { refetchOnMountOrArgChange: true });
  const [change] = useTwoFactorMutation();
  const [succeeded, setSucceeded] = useState<'enabled' | 'disabled'>();
  const timers = useTimers();

  useEffect(() => (succeeded ? after(timers, SUCCESS_MS, onOver) : undefined), [succeeded, timers, onOver]);

  // A new round reads the status again: the last round's answer is not this one's to show.
  if (status.isFetching) return <p role="status">{localize('Loading…')}</p>;
  const enabled = status.data?.is_enabled === 1;
  // After a change the status shown is the new one, until the page reads it again.
  const shownEnabled = succeeded ? succeeded === 'enabled' : enabled;
  const send = (totp_action: 'enable' | 'disable') => (otp: string) =>
    change({ totp_action, otp })
      .unwrap()
      .then(() => setSucceeded(totp_action === 'enable' ? 'enabled' : 'disabled'));

  return (
    <>
      <p className="two-factor__status">
        {localize('Status:')}{' '}
        {status.data && (
          <strong data-testid="two-factor-status">{shownEnabled ? localize('Enabled') : localize('Disabled')}</strong>
        )}
      </p>
      {status.error && (
        <p className="form__error" role="alert" data-testid="two-factor-status-error">
          {refusalText(status.error)}
        </p>
      )}
      {succeeded && (
        <p className="two-factor__success" role="status" data-testid="two-factor-success">
          {succeeded === 'enabled'
            ? localize('You have successfully enabled two-factor authentication for your account.')
            : localize('You have successfully disabled two-factor authentication for your account.')}
        </p>
      )}
      {!succeeded && status.data && !enabled && (
        <SecretKey email={account.email}>
          <CodeForm action={localize('Enable')} send={send('enable')} />
        </SecretKey>
      )}
      {!succeeded && status.data && enabled && (
        <>
          <p>{localize('To disable two-factor authentication, enter the code your authentication app shows.')}</p>
          <CodeForm action={localize('Disable')} send={send('disable')} />
        </>
      )}
    </>
  );
}
