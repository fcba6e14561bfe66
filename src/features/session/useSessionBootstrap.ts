import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthorizeMutation } from '../../api/endpoints/session';
import { languageOf } from '../../lib/languages';
import { isLoginPath } from '../../lib/marketing';
import { readableStorage } from '../../lib/storage';
import { accountsFromCallback, destinationAfterLogin, REDIRECT_URL_KEY } from './login-callback';
import { takeLoginState } from './login-state';
import { useEndSession } from './session-actions';
import { loginCallbackRefused, noStoredSession } from './session-slice';
import { readStoredSession, storeSession, type StoredAccount } from './stored-accounts';

/** The page a client is sent to when no other is due. */
export const DEFAULT_PAGE = 'trading.html';

function takeRedirectUrl(): string | null {
  try {
    const url = window.sessionStorage.getItem(REDIRECT_URL_KEY);
    window.sessionStorage.removeItem(REDIRECT_URL_KEY);
    return url;
  } catch {
    return null;
  }
}

/** Whether the callback brings back the state this tab issued when its log-in started. */
function isIssuedCallback(search: string): boolean {
  try {
    return takeLoginState(window.sessionStorage, new URLSearchParams(search).get('state'));
  } catch {
    return false;
  }
}

/**
 * Establishes the session once, on start. On the log-in callback page: keeps every account and token
 * of the query, authorizes the first and goes where the log-in started (trading-core §4,
 * accounts-and-money §4); a callback without the state this tab issued is refused, and the start
 * goes on as elsewhere from the default page. Elsewhere: authorizes the stored active account. Any
 * authorize error, or an answer for another loginid, logs out.
 */
export function useSessionBootstrap(): void {
  const [authorize] = useAuthorizeMutation();
  const endSession = useEndSession();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onCallback = isLoginPath(pathname) && pathname.includes('logged_inws');
  const callbackQuery = onCallback ? search : '';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const storage = readableStorage();
    const language = (languageOf(pathname.split('/')[1]) ?? 'EN').toLowerCase();
    const callbackSearch = callbackQuery && isIssuedCallback(callbackQuery) ? callbackQuery : '';
    if (callbackQuery && !callbackSearch) {
      dispatch(loginCallbackRefused());
      navigate(`/${language}/${DEFAULT_PAGE}`, { replace: true });
    }
    let account: StoredAccount | undefined;
    if (callbackSearch) {
      const accounts = accountsFromCallback(callbackSearch);
      account = accounts[0];
      if (storage && account) storeSession(storage, accounts, account.loginid, Date.now());
    } else {
      account = readStoredSession(storage).active;
    }
    if (!storage || !account) {
      dispatch(noStoredSession({ storageUnsupported: !storage }));
      if (callbackSearch) navigate(`/${language}/${DEFAULT_PAGE}`, { replace: true });
      return;
    }
    const expected = account.loginid;
    authorize(account.token)
      .unwrap()
      .then((reply) => {
        if (reply.authorize.loginid !== expected) throw new Error('loginid mismatch');
        if (callbackSearch)
          navigate(destinationAfterLogin(takeRedirectUrl(), language, DEFAULT_PAGE), { replace: true });
      })
      .catch(() => {
        endSession();
        if (callbackSearch) navigate(`/${language}/${DEFAULT_PAGE}`, { replace: true });
      });
  }, [authorize, endSession, dispatch, navigate, callbackQuery, pathname]);
}
