export { balanceOf } from './account-balance';
export { LoginCallbackPage } from './LoginCallbackPage';
export { LoginRefusedNotice } from './LoginRefusedNotice';
export { ServerClock } from './ServerClock';
export { SessionControls } from './SessionControls';
export { Show, useIsVisible, useViewer } from './Show';
export { StorageNotice } from './StorageNotice';
export { readStoredSession } from './stored-accounts';
export { SIGNUP_PAGE_PATH } from './VisitorButtons';
export {
  loggedOut,
  selectLoggedInAccount,
  selectSession,
  sessionSlice,
  type Account,
  type SessionState,
} from './session-slice';
export {
  startLogin,
  switchToNewAccount,
  useEndSession,
  useLogOut,
  useStartSession,
  useSwitchAccount,
} from './session-actions';
export { useServerNow } from './useServerNow';
export { DEFAULT_PAGE, useSessionBootstrap } from './useSessionBootstrap';
export { isEu, isVisible, type Viewer, type VisibilityRule } from './visibility';
