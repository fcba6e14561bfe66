import { NavLink, useParams } from 'react-router-dom';
import { SessionControls } from '../features/session';
import { localize } from '../lib/localize';

/** The top bar: brand, main menu and the session's controls. */
export function Header() {
  const { lang = 'en' } = useParams();
  return (
    <header className="shell__header">
      <div className="shell__brand">
        <NavLink className="shell__logo" to={`/${lang}/trading.html`} aria-label="Strike">
          <span className="shell__logo-mark" aria-hidden="true" />
          Strike
        </NavLink>
        <nav className="shell__nav" aria-label={localize('Main menu')}>
          <NavLink to={`/${lang}/trading.html`}>{localize('Trading')}</NavLink>
          <NavLink to={`/${lang}/portfolio.html`}>{localize('Portfolio')}</NavLink>
        </nav>
      </div>
      <div className="shell__session">
        <SessionControls />
      </div>
    </header>
  );
}
