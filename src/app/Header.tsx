import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { NavLink, useParams } from 'react-router-dom';
import { selectSession, SessionControls, useLogOut } from '../features/session';
import { VirtualTopUpPopup } from '../features/virtualTopUp';
import { MENU_DRAWER_QUERY } from '../lib/constants';
import { localize } from '../lib/localize';
import { useMediaQuery } from '../lib/media-query';
import { AccountMenu } from './AccountMenu';
import { MenuDrawer, MENU_DRAWER_ID } from './MenuDrawer';
import { MenuDropdown } from './MenuDropdown';
import { MenuLink, menuItemKey } from './MenuLink';
import { SECTION_LABELS, siteMenu, type MenuSectionItems } from './site-menu';
import { useEdgeDrag } from './useEdgeDrag';
import { useVisitor } from './useVisitor';

/**
 * The top bar: brand, the site menu and the session's controls with the account menu. Below 768 px
 * the menu moves into a drawer, opened by the menu button or a drag from the screen's left edge.
 */
export function Header() {
  const { lang = 'en' } = useParams();
  const session = useSelector(selectSession);
  const logOut = useLogOut();
  const sections = siteMenu(useVisitor());
  const accountItems = sections.find(({ section }) => section === 'account')?.items ?? [];
  const pageSections = sections.filter(({ section }) => section !== 'account');
  const loggedIn = session.status === 'logged_in';
  const narrow = useMediaQuery(MENU_DRAWER_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  }, []);
  useEdgeDrag(narrow && !drawerOpen, openDrawer);
  // Each ask mounts the offer afresh, so it reads whether the site-wide offer was dismissed meanwhile.
  const [topUpAsked, setTopUpAsked] = useState(0);
  const askTopUp = () => setTopUpAsked((count) => count + 1);

  return (
    <header className="shell__header">
      <div className="shell__brand">
        <button
          type="button"
          className="shell__menu-button"
          ref={menuButton}
          aria-label={localize('Menu')}
          aria-expanded={drawerOpen}
          aria-controls={MENU_DRAWER_ID}
          onClick={() => setDrawerOpen((open) => !open)}
          data-testid="menu-button"
        >
          <span className="shell__menu-icon" aria-hidden="true" />
        </button>
        <NavLink className="shell__logo" to={`/${lang}/trading.html`} aria-label="Strike">
          <span className="shell__logo-mark" aria-hidden="true" />
          <span className="shell__logo-text">Strike</span>
        </NavLink>
        <nav className="shell__nav" aria-label={localize('Main menu')}>
          {pageSections.map((section) => (
            <SiteNavSection key={section.section} {...section} />
          ))}
        </nav>
      </div>
      <div className="shell__session">
        <SessionControls accountMenu={<AccountMenu items={accountItems} onTopUp={askTopUp} role="menuitem" />} />
      </div>
      <MenuDrawer open={drawerOpen} onClose={closeDrawer}>
        {pageSections.map(({ section, items }) => (
          <DrawerSection key={section} heading={localize(SECTION_LABELS[section])}>
            {items.map((item) => (
              <MenuLink key={menuItemKey(item)} item={item} className="menu-drawer__item" />
            ))}
          </DrawerSection>
        ))}
        {loggedIn && (
          <DrawerSection heading={localize(SECTION_LABELS.account)}>
            <AccountMenu
              items={accountItems}
              onTopUp={() => {
                closeDrawer();
                askTopUp();
              }}
            />
            <button
              type="button"
              className="account-menu__item menu-drawer__logout"
              onClick={() => {
                closeDrawer();
                void logOut();
              }}
            >
              {localize('Log out')}
            </button>
          </DrawerSection>
        )}
      </MenuDrawer>
      {topUpAsked > 0 && <VirtualTopUpPopup key={topUpAsked} asked onClose={() => setTopUpAsked(0)} />}
    </header>
  );
}

/** A desktop menu section: its one page as a link, or its pages under a dropdown. */
function SiteNavSection({ section, items }: MenuSectionItems) {
  const [only] = items;
  if (items.length === 1 && only) return <MenuLink item={only} />;
  return <MenuDropdown section={section} items={items} />;
}

function DrawerSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="menu-drawer__section" aria-label={heading}>
      <h2 className="menu-drawer__heading">{heading}</h2>
      {children}
    </section>
  );
}
