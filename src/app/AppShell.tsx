import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AccountStatusBanner, GlobalNotices, PageContent, SiteNotices } from '../features/notifications';
import { RealityCheck } from '../features/realityCheck';
import { LoginRefusedNotice, StorageNotice, useLogOut, useSessionBootstrap } from '../features/session';
import { SessionLimit } from '../features/sessionLimit';
import { VirtualTopUpPopup } from '../features/virtualTopUp';
import { PagesProvider } from '../ui/page-links';
import { ScrollToTop } from '../ui/ScrollToTop';
import { Header } from './Header';
import { InvalidAppIdNotice } from './InvalidAppIdNotice';
import { isBuiltPage } from './pages';
import { useReleaseCheck } from './release-context';
import { StatusBar } from './StatusBar';
import { useHtmlLinks } from './useHtmlLinks';

/** The frame every page lives in; links in it lead only to pages of the page table. */
export function AppShell() {
  useSessionBootstrap();
  useHtmlLinks();
  const { pathname } = useLocation();
  const checkRelease = useReleaseCheck();
  useEffect(() => {
    void checkRelease();
  }, [pathname, checkRelease]);
  const logOut = useLogOut();

  return (
    <PagesProvider hasPage={isBuiltPage}>
      <div className="shell">
        <Header />
        <InvalidAppIdNotice />
        <StorageNotice />
        <LoginRefusedNotice />
        <GlobalNotices>
          <SessionLimit onLimitReached={() => void logOut()} />
        </GlobalNotices>
        <AccountStatusBanner />
        <main className="shell__content">
          <PageContent>
            <Outlet />
          </PageContent>
        </main>
        <StatusBar />
        <ScrollToTop />
        <SiteNotices />
        <RealityCheck />
        <VirtualTopUpPopup />
      </div>
    </PagesProvider>
  );
}
