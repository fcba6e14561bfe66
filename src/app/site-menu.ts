import { decideAccess, type Visitor } from './page-access';
import { BUILT_PAGES, MENU_SECTIONS, type MenuPlace, type MenuSection } from './pages';

/** Each menu section's heading (a catalogue text). */
export const SECTION_LABELS = {
  trade: 'Trade',
  portfolio: 'Portfolio',
  reports: 'Reports',
  cashier: 'Cashier',
  resources: 'Resources',
  about: 'About us',
  account: 'My account',
} as const satisfies Record<MenuSection, string>;

export interface MenuItem {
  /** The page's path under /{lang}/, without .html. */
  page: string;
  label: MenuPlace['label'];
  /** The query (with its `?`) the item opens the page with, if any. */
  search?: string;
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
  const shown = Object.entries(BUILT_PAGES).flatMap(([page, { menu }]) => {
    const places: readonly MenuPlace[] = menu === undefined ? [] : 'section' in menu ? [menu] : menu;
    if (decideAccess(page, settled).kind === 'refuse') return [];
    return places
      .filter((place) => place.visibleTo?.(settled) ?? true)
      .map(({ section, label, search }) => ({ section, item: search ? { page, label, search } : { page, label } }));
  });
  return MENU_SECTIONS.map((section) => ({
    section,
    items: shown.filter((entry) => entry.section === section).map(({ item }) => item),
  })).filter(({ items }) => items.length > 0);
}
