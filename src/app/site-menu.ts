import { decideAccess, type Visitor } from './page-access';
import { BUILT_PAGES, MENU_SECTIONS, type MenuPlace, type MenuSection } from './pages';

/** Each menu section's heading (a catalogue text). */
export const SECTION_LABELS = {
  trade: 'Trade',
  portfolio: 'Portfolio',
  reports: 'Reports',
  cashier: 'Cashier',
  resources: 'Resources',
  account: 'My account',
} as const satisfies Record<MenuSection, string>;

export interface MenuItem {
  /** The page's path under /{lang}/, without .html. */
  page: string;
  label: MenuPlace['label'];
}

export interface MenuSectionItems {
  section: MenuSection;
  items: MenuItem[];
}

/**
 * The site menu this visitor sees, read from the page table: every page with a menu place that its
 * access rule does not refuse the visitor (and that is meant for the visitor, where the place says
 * for whom), in its section; a section without such a page is not shown. While the session is still
 * being established the visitor counts as logged out.
 */
export function siteMenu(visitor: Visitor): MenuSectionItems[] {
  const settled: Visitor = visitor.status === 'logged_in' ? visitor : { ...visitor, status: 'logged_out' };
  const shown = Object.entries(BUILT_PAGES).flatMap(([page, { menu }]) =>
    menu && decideAccess(page, settled).kind !== 'refuse' && (menu.visibleTo?.(settled) ?? true)
      ? [{ page, section: menu.section, label: menu.label }]
      : [],
  );
  return MENU_SECTIONS.map((section) => ({
    section,
    items: shown.filter((item) => item.section === section).map(({ page, label }) => ({ page, label })),
  })).filter(({ items }) => items.length > 0);
}
