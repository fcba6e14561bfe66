import { useCallback } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import { useLogoutMutation } from '../api/endpoints/session';
import {
  AccountStatusBanner,
  GlobalNotices,
  NetworkStatus,
  PageContent,
  SiteNotices,
  SupportChat,
} from '../features/notifications';
import { RealityCheck } from '../features/realityCheck';
import { AccountMenu, clearStoredSession, useSessionBootstrap } from '../features/session';
import { SessionLimit } from '../features/sessionLimit';
import { VirtualTopUpPopup } from '../features/virtualTopUp';
import { readableStorage } from '../lib/storage';

/** Logs out when the session-duration limit is reached. */
function useLimitLogOut() {
  const [logout] = useLogoutMutation();
  return useCallback(() => {
    void logout().finally(() => {
      clearStoredSession(readableStorage());
      window.location.reload();
    });
  }, [logout]);
}

/** The frame every page lives in. */
export function AppShell() {
  const { lang = 'en' } = useParams();
  useSessionBootstrap();
  const logOutAtLimit = useLimitLogOut();
  return (
    <div className="shell">
      <header className="shell__header">
        <Link className="shell__logo" to={`/${lang}/trading.html`}>
          Strike
        </Link>
        <NetworkStatus />
        <AccountMenu />
      </header>
      <GlobalNotices>
        <SessionLimit onLimitReached={logOutAtLimit} />
      </GlobalNotices>
      <AccountStatusBanner />
      <main className="shell__content">
        <PageContent>
          <Outlet />
        </PageContent>
      </main>
      <footer className="shell__footer">
        <SupportChat />
      </footer>
      <SiteNotices />
      <RealityCheck />
      <VirtualTopUpPopup />
    </div>
  );
}
