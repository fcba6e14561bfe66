import { Outlet } from 'react-router-dom';

/** The frame every page lives in. */
export function AppShell() {
  return (
    <div className="shell">
      <header className="shell__header">
        <a className="shell__logo" href="/en/trading.html">
          Strike
        </a>
      </header>
      <main className="shell__content">
        <Outlet />
      </main>
    </div>
  );
}
