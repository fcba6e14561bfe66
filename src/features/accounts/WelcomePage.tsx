import { useSelector } from 'react-redux';
import { Link, Navigate, useParams } from 'react-router-dom';
import { localize } from '../../lib/localize';
import { DEFAULT_PAGE, selectLoggedInAccount } from '../session';
import { hasRealAccount, upgradeLabel, upgradeTarget } from '../../lib/upgrade-target';
import { PageLink } from '../../ui/page-links';
import './signup.css';

/**
 * new_account/welcome: greets a new virtual client and offers the upgrade the platform allows.
 * A client who already holds a real account goes to the default page (accounts-and-money §4).
 */
export function WelcomePage() {
  const { lang = 'en' } = useParams();
  const account = useSelector(selectLoggedInAccount);
  if (!account) return null;
  if (hasRealAccount(account)) return <Navigate replace to={`/${lang}/${DEFAULT_PAGE}`} />;
  const upgrade = upgradeTarget(account);
  return (
    <section className="card signup welcome">
      <h1 className="signup__title">{localize('Welcome!')}</h1>
      <p>{localize('Your demo account [_1] is ready to trade with virtual money.', account.loginid)}</p>
      <div className="form__actions welcome__actions">
        {upgrade && (
          <PageLink className="button button--primary" page={upgrade.page} testId="upgrade">
            {upgradeLabel(upgrade)}
          </PageLink>
        )}
        <Link className="button button--secondary" to={`/${lang}/${DEFAULT_PAGE}`}>
          {localize('Start trading')}
        </Link>
      </div>
    </section>
  );
}
