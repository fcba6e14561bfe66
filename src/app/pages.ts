import type { PageLoader } from '../lib/lazy-chunk';

/** The site menu's sections, in the order the header shows them (the menu binary.com users knew). */
export const MENU_SECTIONS = ['trade', 'portfolio', 'reports', 'cashier', 'resources', 'account'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/** Where the site menu lists a page: its section, and the item's label (a catalogue text). */
export interface MenuPlace {
  section: MenuSection;
  label: 'Trading' | 'Multi-barrier' | 'Portfolio' | 'MetaTrader 5';
}

/** A page's name in its document title (a catalogue text: the page's heading where it has one). */
export type PageTitle =
  | 'Trading'
  | 'Multi-barrier trading'
  | 'Portfolio'
  | 'MetaTrader 5 accounts'
  | 'Log in'
  | 'Change API endpoint'
  | 'Create a demo account'
  | 'Open a real money account'
  | 'Welcome!'
  | 'Password reset'
  | 'Choose the currency of your account'
  | 'Loading…'
  | 'Page not found';

/** One page of the app. Its access rule is in page-access.ts. */
export interface PageRow {
  /** The page's name in the document title. */
  title: PageTitle;
  /** Loads the page's code, a chunk of its own. */
  load: PageLoader;
  /** Where the site menu lists the page; a page without one is reached by links only. */
  menu?: MenuPlace;
  /** Paths the earlier generation's site served the page at (its bookmarks and e-mailed links). */
  aliases?: readonly string[];
}

/**
 * Every page of the app by its path under /{lang}/ (without .html), in the order the menu lists its
 * items. Add a page with one row here: the router, the menu, the document title and the link check all
 * read this table.
 */
export const PAGES: Readonly<Record<string, PageRow>> = {
  trading: {
    title: 'Trading',
    load: () => import('../features/trading').then((feature) => feature.TradingPage),
    menu: { section: 'trade', label: 'Trading' },
  },
  multi_barriers_trading: {
    title: 'Multi-barrier trading',
    load: () => import('../features/multibarrier').then((feature) => feature.MultiBarrierPage),
    menu: { section: 'trade', label: 'Multi-barrier' },
  },
  portfolio: {
    title: 'Portfolio',
    load: () => import('../features/portfolio').then((feature) => feature.PortfolioPage),
    menu: { section: 'portfolio', label: 'Portfolio' },
    aliases: ['user/portfoliows'],
  },
  'user/metatrader': {
    title: 'MetaTrader 5 accounts',
    load: () => import('../features/mt5').then((feature) => feature.Mt5Page),
    menu: { section: 'account', label: 'MetaTrader 5' },
  },
  logged_inws: {
    title: 'Log in',
    load: () => import('../features/session').then((feature) => feature.LoginCallbackPage),
  },
  endpoint: {
    title: 'Change API endpoint',
    load: () => import('../features/settings').then((feature) => feature.EndpointPage),
  },
  signup: {
    title: 'Create a demo account',
    load: () => import('../features/accounts').then((feature) => feature.SignupPage),
  },
  home: {
    title: 'Create a demo account',
    load: () => import('../features/accounts').then((feature) => feature.SignupPage),
  },
  'new_account/virtualws': {
    title: 'Create a demo account',
    load: () => import('../features/accounts').then((feature) => feature.VirtualAccountPage),
  },
  'new_account/realws': {
    title: 'Open a real money account',
    load: () => import('../features/accounts').then((feature) => feature.RealAccountPage),
  },
  'new_account/welcome': {
    title: 'Welcome!',
    load: () => import('../features/accounts').then((feature) => feature.WelcomePage),
  },
  'user/lost_passwordws': {
    title: 'Password reset',
    load: () => import('../features/accounts').then((feature) => feature.LostPasswordPage),
  },
  'user/reset_passwordws': {
    title: 'Password reset',
    load: () => import('../features/accounts').then((feature) => feature.ResetPasswordPage),
  },
  'user/set-currency': {
    title: 'Choose the currency of your account',
    load: () => import('../features/accounts').then((feature) => feature.SetCurrencyPage),
  },
  redirect: { title: 'Loading…', load: () => import('./RedirectPage').then((page) => page.RedirectPage) },
  '404': { title: 'Page not found', load: () => import('./NotFoundPage').then((page) => page.NotFoundPage) },
};

const ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries(PAGES).flatMap(([path, row]) => (row.aliases ?? []).map((alias) => [alias, path] as const)),
);

/** The table's path of a page path or one of its aliases; undefined for a page that is not built. */
export function builtPagePath(path: string): string | undefined {
  if (Object.hasOwn(PAGES, path)) return path;
  return ALIASES.get(path);
}

/** Whether a page path (or an earlier path of a page) names a built page. */
export function isBuiltPage(path: string): boolean {
  return builtPagePath(path) !== undefined;
}
