import { Link, Outlet, useParams } from 'react-router-dom';
import { AccountMenu, useSessionBootstrap } from '../features/session';

/** The frame every page lives in. */
export function AppShell() {
  const { lang = 'en' } = useParams();
  useSessionBootstrap();
  return (
    <div className="shell">
      <header className="shell__header">
        <Link className="shell__logo" to={`/${lang}/trading.html`}>
          Strike
        </Link>
        <AccountMenu />
      </header>
      <main className="shell__content">
        <Outlet />
      </main>
    </div>
  );
}
