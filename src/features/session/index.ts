export { AccountMenu } from './AccountMenu';
export { LoginCallbackPage } from './LoginCallbackPage';
export { ServerClock } from './ServerClock';
export { sessionSlice } from './session-slice';
export { useSessionBootstrap } from './useSessionBootstrap';
export { clearStoredSession } from './stored-accounts';
