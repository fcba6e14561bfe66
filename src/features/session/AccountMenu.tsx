import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { useLogoutMutation } from '../../api/endpoints/session';
import { currentAppId } from '../../api/socket/endpoint';
import { readableStorage } from '../../lib/storage';
import { loginUrl } from './oauth-url';
import { selectSession } from './session-slice';
import { clearStoredSession } from './stored-accounts';

/** The header's right side: log-in for visitors; the account, its balance and log-out for clients. */
export function AccountMenu() {
  const { status, account } = useSelector(selectSession);
  const { lang = 'en' } = useParams();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();

  if (status === 'authorizing') return <span className="account-menu account-menu--busy">Logging in…</span>;
  if (status !== 'logged_in' || !account) {
    const href = loginUrl({
      appId: currentAppId(window.location, readableStorage()),
      language: lang,
      signupDevice: 'desktop',
    });
    return (
      <a className="button button--primary" href={href}>
        Log in
      </a>
    );
  }

  const onLogout = () =>
    logout()
      .unwrap()
      .then(() => {
        clearStoredSession(readableStorage());
        window.location.reload();
      });

  return (
    <div className="account-menu" data-testid="account-menu">
      <span className="account-menu__account">
        <span className="account-menu__title">{account.is_virtual ? 'Virtual' : 'Real'} account</span>
        <span className="account-menu__loginid" data-testid="loginid">
          {account.loginid}
        </span>
      </span>
      <span className="account-menu__balance" data-testid="balance">
        {account.balance.toFixed(2)} {account.currency}
      </span>
      <button className="button" type="button" onClick={() => void onLogout()} disabled={loggingOut}>
        Log out
      </button>
    </div>
  );
}
