import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useAuthorizeMutation, useLogoutMutation } from '../../api/endpoints/session';
import { currentAppId, oauthBaseUrl } from '../../api/socket/endpoint';
import { browserNavigation } from '../../lib/browser-navigation';
import { FIRST_CONTACT_KEY } from '../../lib/marketing';
import { readableStorage } from '../../lib/storage';
import { REDIRECT_URL_KEY } from './login-callback';
import { issueLoginState } from './login-state';
import { loginUrl } from './oauth-url';
import { loggedOut } from './session-slice';
import {
  activateStoredAccount,
  addStoredAccount,
  clearStoredSession,
  storeSession,
  type StoredAccount,
} from './stored-accounts';

const NARROW_SCREEN = '(max-width: 767px)';

/**
 * Sends the visitor to the platform's log-in page, remembering this page to come back to and the
 * state the callback must bring back.
 */
export function startLogin(language: string, socialSignup?: 'google' | 'facebook'): void {
  const storage = readableStorage();
  const { pathname, search, hash } = window.location;
  let state: string | undefined;
  try {
    window.sessionStorage.setItem(REDIRECT_URL_KEY, `${pathname}${search}${hash}`);
    state = issueLoginState(window.sessionStorage);
  } catch {
    // Without session storage nobody can log in: the callback finds no state and is refused.
  }
  browserNavigation.assign(
    loginUrl({
      base: oauthBaseUrl(storage),
      appId: currentAppId(window.location, storage),
      language,
      signupDevice: window.matchMedia?.(NARROW_SCREEN).matches ? 'mobile' : 'desktop',
      dateFirstContact: storage?.getItem(FIRST_CONTACT_KEY) ?? undefined,
      socialSignup,
      state,
    }),
  );
}

/** Only same-site paths or http(s) addresses are followed after a log-out. */
function isRedirectTarget(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^https?:\/\//.test(value);
}

/**
 * Logs out: once the server confirms with logout=1, the stored accounts and caches are cleared and
 * the page reloads, or goes to `redirectTo` (which the server passes back).
 */
export function useLogOut(): (redirectTo?: string) => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch();
  return useCallback(
    async (redirectTo?: string) => {
      const reply = await logout(redirectTo ? { redirectTo } : undefined)
        .unwrap()
        .catch(() => undefined);
      if (reply?.logout !== 1) return;
      clearStoredSession(readableStorage());
      dispatch(loggedOut());
      const target = reply.passthrough?.redirect_to;
      if (isRedirectTarget(target)) browserNavigation.assign(target);
      else browserNavigation.reload();
    },
    [logout, dispatch],
  );
}

/** Ends a session the platform refused (authorize error, loginid mismatch) without asking it. */
export function useEndSession(): () => void {
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch();
  return useCallback(() => {
    clearStoredSession(readableStorage());
    dispatch(loggedOut());
    void logout().catch(() => undefined);
  }, [logout, dispatch]);
}

/**
 * Switches to another of the client's accounts: it needs a stored token, otherwise the client is
 * logged out. The page reloads so everything is read again for the new account.
 */
export function useSwitchAccount(): (loginid: string) => void {
  const logOut = useLogOut();
  return useCallback(
    (loginid: string) => {
      const storage = readableStorage();
      if (storage && activateStoredAccount(storage, loginid)) browserNavigation.reload();
      else void logOut();
    },
    [logOut],
  );
}

/**
 * Goes on with an account the client has just opened beside the others: it is kept with them and
 * becomes the active one, and the browser loads `url`, which authorizes it as an account switch does.
 */
export function switchToNewAccount(account: StoredAccount, url: string): void {
  const storage = readableStorage();
  if (storage) addStoredAccount(storage, account);
  browserNavigation.assign(url);
}

/**
 * Starts the session of a token the platform has just issued (a new account), as the log-in
 * callback does: keeps the account as the one stored, then authorizes it; a refused token, or an
 * answer for another loginid, ends the session. The authorization is under way when this returns.
 */
export function useStartSession(): (account: StoredAccount) => Promise<void> {
  const [authorize] = useAuthorizeMutation();
  const endSession = useEndSession();
  return useCallback(
    async (account: StoredAccount) => {
      const storage = readableStorage();
      if (storage) storeSession(storage, [account], account.loginid, Date.now());
      try {
        const reply = await authorize(account.token).unwrap();
        if (reply.authorize.loginid !== account.loginid) throw new Error('loginid mismatch');
      } catch {
        endSession();
      }
    },
    [authorize, endSession],
  );
}
