import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { StorageNotice, useSessionBootstrap } from '../features/session';
import { ScrollToTop } from '../ui/ScrollToTop';
import { Header } from './Header';
import { InvalidAppIdNotice } from './InvalidAppIdNotice';
import { useReleaseCheck } from './release-context';
import { StatusBar } from './StatusBar';
import { useHtmlLinks } from './useHtmlLinks';

/** The frame every page lives in. */
export function AppShell() {
  useSessionBootstrap();
  useHtmlLinks();
  const { pathname } = useLocation();
  const checkRelease = useReleaseCheck();
  useEffect(() => {
    void checkRelease();
  }, [pathname, checkRelease]);

  return (
    <div className="shell">
      <Header />
      <InvalidAppIdNotice />
      <StorageNotice />
      <main className="shell__content">
        <Outlet />
      </main>
      <StatusBar />
      <ScrollToTop />
    </div>
  );
}
