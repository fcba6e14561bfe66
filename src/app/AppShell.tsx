import { useCallback, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import {
  AccountStatusBanner,
  GlobalNotices,
  PageContent,
  RegulatoryNotice,
  SiteNotices,
} from '../features/notifications';
import { RealityCheck } from '../features/realityCheck';
import { LoginRefusedNotice, StorageNotice, useLogOut, useSessionBootstrap } from '../features/session';
import { SessionLimit } from '../features/sessionLimit';
import { VirtualTopUpPopup } from '../features/virtualTopUp';
import { PagesProvider } from '../ui/page-links';
import { ScrollToTop } from '../ui/ScrollToTop';
import { Footer } from './Footer';
import { Header } from './Header';
import { InvalidAppIdNotice } from './InvalidAppIdNotice';
import { decideAccess } from './page-access';
import { isBuiltPage } from './pages';
import { useReleaseCheck } from './release-context';
import { StatusBar } from './StatusBar';
import { useHtmlLinks } from './useHtmlLinks';
import { useVisitor } from './useVisitor';

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
  const { status, isVirtual, currency } = useVisitor();
  const mayOpen = useCallback(
    (page: string) => isBuiltPage(page) && decideAccess(page, { status, isVirtual, currency }).kind !== 'refuse',
    [status, isVirtual, currency],
  );

  return (
    <PagesProvider hasPage={isBuiltPage} mayOpen={mayOpen}>
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
        <Footer />
        <RegulatoryNotice />
        <StatusBar />
        <ScrollToTop />
        <SiteNotices />
        <RealityCheck />
        <VirtualTopUpPopup />
      </div>
    </PagesProvider>
  );
}
