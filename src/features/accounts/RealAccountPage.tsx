import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router-dom';
import { localize } from '../../lib/localize';
import { DEFAULT_PAGE, selectLoggedInAccount } from '../session';
import { RealAccountForm } from './RealAccountForm';
import { upgradeTarget } from '../../lib/upgrade-target';
import './real-account.css';
import './signup.css';

/**
 * new_account/realws: the form that opens a real-money account, for a client the platform lets
 * upgrade to one; anyone else goes to the default page.
 */
export function RealAccountPage() {
  const { lang = 'en' } = useParams();
  const account = useSelector(selectLoggedInAccount);
  if (!account) return null;
  if (upgradeTarget(account)?.kind !== 'real') return <Navigate replace to={`/${lang}/${DEFAULT_PAGE}`} />;
  return (
    <section className="card signup real-account">
      <h1 className="signup__title">{localize('Open a real money account')}</h1>
      <p className="signup__intro">
        {localize('Your demo account [_1] stays available beside the new account.', account.loginid)}
      </p>
      <RealAccountForm account={account} />
    </section>
  );
}
