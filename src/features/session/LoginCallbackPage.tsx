import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAuthorizeMutation } from '../../api/endpoints/session';
import { readableStorage } from '../../lib/storage';
import { accountsFromCallback } from './login-callback';
import { clearStoredSession, storeSession } from './stored-accounts';

/** Where the log-in page sends the browser back: keeps every account's token, then authorizes the first. */
export function LoginCallbackPage() {
  const { search } = useLocation();
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const [authorize] = useAuthorizeMutation();

  useEffect(() => {
    const storage = readableStorage();
    const accounts = accountsFromCallback(search);
    const first = accounts[0];
    const home = `/${lang}/trading.html`;
    if (!storage || !first) {
      clearStoredSession(storage);
      navigate(home, { replace: true });
      return;
    }
    storeSession(storage, accounts, first.loginid);
    authorize(first.token)
      .unwrap()
      .catch(() => clearStoredSession(storage))
      .finally(() => navigate(home, { replace: true }));
  }, [search, lang, navigate, authorize]);

  return <p className="page-message">Logging you in…</p>;
}
