import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { localize } from '../../lib/localize';
import { upgradeTarget, type UpgradeTarget } from '../../lib/upgrade-target';
import { DEFAULT_PAGE, selectLoggedInAccount } from '../session';
import { AccountOpeningForm } from './AccountOpeningForm';
import './real-account.css';
import './signup.css';

/**
 * The page of an upgrade's form, for a client whose upgrade (accounts-and-money §4 "Account kinds")
 * is of this kind; anyone else is sent back where they came from.
 */
export function UpgradePage({ kind, title }: { kind: UpgradeTarget['kind']; title: string }) {
  const account = useSelector(selectLoggedInAccount);
  if (!account) return null;
  const target = upgradeTarget(account);
  if (target?.kind !== kind) return <SentBack />;
  return (
    <section className="card signup real-account">
      <h1 className="signup__title">{title}</h1>
      {account.is_virtual === 1 && (
        <p className="signup__intro">
          {localize('Your demo account [_1] stays available beside the new account.', account.loginid)}
        </p>
      )}
      <AccountOpeningForm account={account} target={target} />
    </section>
  );
}

/** Back to the page before, or to the default page when the client arrived here first. */
function SentBack() {
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const arrivedHere = useLocation().key === 'default';
  useEffect(() => {
    if (!arrivedHere) navigate(-1);
  }, [arrivedHere, navigate]);
  return arrivedHere ? <Navigate replace to={`/${lang}/${DEFAULT_PAGE}`} /> : null;
}
