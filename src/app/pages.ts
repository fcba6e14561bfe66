import type { PageLoader } from '../lib/lazy-chunk';
import type { ContentPageName } from '../features/guides';
import type { Visitor } from './page-access';

/** The site menu's sections, in the order the header shows them (the menu binary.com users knew). */
export const MENU_SECTIONS = ['trade', 'portfolio', 'reports', 'cashier', 'resources', 'about', 'account'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/** Where the site menu lists a page: its section, and the item's label (a catalogue text). */
export interface MenuPlace {
  section: MenuSection;
  label:
    | 'Trading'
    | 'Multi-barrier'
    | 'Portfolio'
    | 'Statement'
    | 'Profit table'
    | 'Cashier'
    | 'Deposit'
    | 'Withdraw'
    | 'Payment agents'
    | 'Payment agent transfer'
    | 'Transfer Between Accounts'
    | 'Asset Index'
    | 'Trading Times'
    | 'Contact'
    | 'Download'
    | 'Careers'
    | 'Get started'
    | 'Platforms'
    | 'Economic calendar'
    | 'Why us'
    | 'Strike in numbers'
    | 'Open-source projects'
    | 'FAQ'
    | 'Regulation'
    | 'Terms and Conditions'
    | 'Responsible trading'
    | 'MetaTrader 5'
    | 'Limits'
    | 'Authenticate'
    | 'Accounts'
    | 'Settings'
    | 'Security';
  /** The query (with its `?`) the item opens the page with, where one page is several items. */
  search?: string;
  /** Lists the item only for the visitors it is meant for, among those the page's access rule lets in. */
  visibleTo?: (visitor: Visitor) => boolean;
}

/** A page's name in its document title (a catalogue text: the page's heading where it has one). */
export type PageTitle =
  | 'Trading'
  | 'Multi-barrier trading'
  | 'Portfolio'
  | 'Statement'
  | 'Profit table'
  | 'Asset Index'
  | 'Trading Times'
  | 'MetaTrader 5 accounts'
  | 'Trading and Withdrawal Limits'
  | 'API Token'
  | 'Authorised Applications'
  | 'Login History'
  | 'Two-Factor Authentication'
  | 'Authenticate'
  | 'Settings'
  | 'Security'
  | 'Personal details'
  | 'Change password'
  | 'Self-exclusion facilities'
  | 'Log in'
  | 'Change API endpoint'
  | 'Create a demo account'
  | 'Open a real money account'
  | 'Open a financial account'
  | 'Welcome!'
  | 'Password reset'
  | 'Choose the currency of your account'
  | 'Accounts'
  | 'Cashier'
  | 'Payment methods'
  | 'Deposit'
  | 'Withdraw'
  | 'Payment agents'
  | 'Withdraw via payment agent'
  | 'Payment agent transfer'
  | 'Transfer Between Accounts'
  | 'Cashier password'
  | 'Top up virtual account'
  | 'Financial Assessment'
  | 'Terms and Conditions'
  | 'Professional Client'
  | 'Telegram Bot'
  | 'Contact us'
  | 'Download'
  | 'Careers'
  | 'Open positions'
  | 'Get started'
  | 'Binary options'
  | 'Forex'
  | 'Metals'
  | 'CFDs'
  | 'Cryptocurrencies'
  | 'Types of accounts'
  | 'Contract specifications'
  | 'How to trade on MetaTrader 5'
  | 'Download MetaTrader 5'
  | 'Binary options on MetaTrader 5'
  | 'Platforms'
  | 'Why us'
  | 'Keep safe'
  | 'Become a payment agent'
  | 'Strike in numbers'
  | 'Open-source projects'
  | 'Introducing broker FAQ'
  | 'Become an introducing broker'
  | 'Cyberjaya'
  | 'Labuan'
  | 'Malta'
  | 'Your demo account is ready'
  | 'Open a free demo account'
  | 'Economic calendar'
  | 'Frequently asked questions'
  | 'Regulation'
  | 'Responsible trading'
  | 'Loading…'
  | 'Page not found';

/** Who may open a page: the page access table of accounts-and-money §2 (decided in page-access.ts). */
export interface PageAccess {
  /** Who may open the page at all. */
  audience: 'everyone' | 'logged_in' | 'logged_out';
  /** A logged-in client must have this kind of account. */
  only?: 'real' | 'virtual';
  /** A client without an account currency is sent to set one first. */
  needsCurrency?: boolean;
}

/** A page the app has. */
export interface BuiltPageRow {
  access: PageAccess;
  /** The page's name in the document title. */
  title: PageTitle;
  /** Loads the page's code, a chunk of its own. */
  load: PageLoader;
  /** Where the site menu lists the page (several places for a page one query makes several); a page without one is reached by links only. */
  menu?: MenuPlace | readonly MenuPlace[];
  /** Paths the earlier generation's site served the page at (its bookmarks and e-mailed links). */
  aliases?: readonly string[];
}

/**
 * A page the specification names that the app does not have yet: its access rule already applies (a
 * visitor is told to log in first), then it is the 404 page, and no link leads to it.
 */
export interface PlannedPageRow {
  access: PageAccess;
}

export type PageRow = BuiltPageRow | PlannedPageRow;

const OPEN: PageAccess = { audience: 'everyone' };
const LOGGED_OUT: PageAccess = { audience: 'logged_out' };
const loggedIn = (extra: Omit<PageAccess, 'audience'> = {}): PageAccess => ({ audience: 'logged_in', ...extra });
const REAL = { only: 'real' } as const;
const VIRTUAL = { only: 'virtual' } as const;
const CURRENCY = { needsCurrency: true } as const;

/** Loads a guide or product page: the guides' chunk, and the page's component in it. */
const contentPage =
  (name: ContentPageName): PageLoader =>
  () =>
    import('../features/guides').then((feature) => feature.CONTENT_PAGES[name]);

/**
 * Every page by its path under /{lang}/ (without .html), built pages in the order the menu lists their
 * items, then the pages still to build. A page is one row here: the router, the access decision, the
 * menu, the document title and the link check all read this table. Building a page adds its title and
 * loader to its row.
 */
export const PAGES: Readonly<Record<string, PageRow>> = {
  trading: {
    access: { audience: 'everyone', ...CURRENCY },
    title: 'Trading',
    load: () => import('../features/trading').then((feature) => feature.TradingPage),
    menu: { section: 'trade', label: 'Trading' },
  },
  multi_barriers_trading: {
    access: { audience: 'everyone', ...CURRENCY },
    title: 'Multi-barrier trading',
    load: () => import('../features/multibarrier').then((feature) => feature.MultiBarrierPage),
    menu: { section: 'trade', label: 'Multi-barrier' },
  },
  portfolio: {
    access: loggedIn(CURRENCY),
    title: 'Portfolio',
    load: () => import('../features/portfolio').then((feature) => feature.PortfolioPage),
    menu: { section: 'portfolio', label: 'Portfolio' },
    aliases: ['user/portfoliows'],
  },
  'user/statementws': {
    access: loggedIn(CURRENCY),
    title: 'Statement',
    load: () => import('../features/reports').then((feature) => feature.StatementPage),
    menu: { section: 'reports', label: 'Statement' },
  },
  'user/profit_tablews': {
    access: loggedIn(CURRENCY),
    title: 'Profit table',
    load: () => import('../features/reports').then((feature) => feature.ProfitTablePage),
    menu: { section: 'reports', label: 'Profit table' },
  },
  cashier: {
    access: OPEN,
    title: 'Cashier',
    load: () => import('../features/cashier').then((feature) => feature.CashierInfoPage),
    menu: { section: 'cashier', label: 'Cashier' },
  },
  'cashier/payment_methods': {
    access: OPEN,
    title: 'Payment methods',
    load: () => import('../features/cashier').then((feature) => feature.PaymentMethodsPage),
  },
  'cashier/forwardws': {
    access: loggedIn(REAL),
    title: 'Cashier',
    load: () => import('../features/cashier').then((feature) => feature.CashierForwardPage),
    menu: [
      { section: 'cashier', label: 'Deposit', search: '?action=deposit' },
      { section: 'cashier', label: 'Withdraw', search: '?action=withdraw' },
    ],
  },
  'cashier/epg_forwardws': {
    access: loggedIn(REAL),
    title: 'Cashier',
    load: () => import('../features/cashier').then((feature) => feature.EpgCashierForwardPage),
  },
  'cashier/payment_agent_listws': {
    access: loggedIn(),
    title: 'Payment agents',
    load: () => import('../features/paymentAgents').then((feature) => feature.PaymentAgentListPage),
    menu: { section: 'cashier', label: 'Payment agents' },
  },
  'paymentagent/transferws': {
    access: loggedIn(REAL),
    title: 'Payment agent transfer',
    load: () => import('../features/paymentAgents').then((feature) => feature.PaymentAgentTransferPage),
    menu: {
      section: 'cashier',
      label: 'Payment agent transfer',
      visibleTo: (visitor) => visitor.isPaymentAgent === true,
    },
  },
  'cashier/account_transfer': {
    access: loggedIn({ ...REAL, ...CURRENCY }),
    title: 'Transfer Between Accounts',
    load: () => import('../features/accountTransfer').then((feature) => feature.AccountTransferPage),
    menu: { section: 'cashier', label: 'Transfer Between Accounts' },
  },
  'paymentagent/withdrawws': {
    access: loggedIn(REAL),
    title: 'Withdraw via payment agent',
    load: () => import('../features/paymentAgents').then((feature) => feature.PaymentAgentWithdrawPage),
  },
  'resources/asset_indexws': {
    access: OPEN,
    title: 'Asset Index',
    load: () => import('../features/resources').then((feature) => feature.AssetIndexPage),
    menu: { section: 'resources', label: 'Asset Index' },
  },
  'resources/market_timesws': {
    access: OPEN,
    title: 'Trading Times',
    load: () => import('../features/resources').then((feature) => feature.TradingTimesPage),
    menu: { section: 'resources', label: 'Trading Times' },
  },
  contact: {
    access: OPEN,
    title: 'Contact us',
    load: () => import('../features/contact').then((feature) => feature.ContactPage),
    menu: { section: 'about', label: 'Contact' },
    aliases: ['contact-2'],
  },
  download: {
    access: OPEN,
    title: 'Download',
    load: () => import('../features/download').then((feature) => feature.DownloadPage),
    menu: { section: 'resources', label: 'Download' },
  },
  careers: {
    access: OPEN,
    title: 'Careers',
    load: () => import('../features/careers').then((feature) => feature.CareersPage),
    menu: { section: 'about', label: 'Careers' },
  },
  'open-positions': {
    access: OPEN,
    title: 'Open positions',
    load: () => import('../features/careers').then((feature) => feature.OpenPositionsPage),
  },
  'open-positions/job-details': {
    access: OPEN,
    title: 'Open positions',
    load: () => import('../features/careers').then((feature) => feature.JobDetailsPage),
  },
  'get-started': {
    access: OPEN,
    title: 'Get started',
    load: contentPage('get-started'),
    menu: { section: 'resources', label: 'Get started' },
  },
  'get-started/binary-options': {
    access: OPEN,
    title: 'Binary options',
    load: contentPage('get-started/binary-options'),
  },
  'get-started/forex': { access: OPEN, title: 'Forex', load: contentPage('get-started/forex') },
  'get-started/metals': { access: OPEN, title: 'Metals', load: contentPage('get-started/metals') },
  'get-started/cfds': { access: OPEN, title: 'CFDs', load: contentPage('get-started/cfds') },
  'get-started/cryptocurrencies': {
    access: OPEN,
    title: 'Cryptocurrencies',
    load: contentPage('get-started/cryptocurrencies'),
  },
  platforms: {
    access: OPEN,
    title: 'Platforms',
    load: contentPage('platforms'),
    menu: { section: 'resources', label: 'Platforms' },
  },
  'metatrader/types-of-accounts': {
    access: OPEN,
    title: 'Types of accounts',
    load: contentPage('metatrader/types-of-accounts'),
  },
  'metatrader/contract-specifications': {
    access: OPEN,
    title: 'Contract specifications',
    load: contentPage('metatrader/contract-specifications'),
  },
  'metatrader/how-to-trade-mt5': {
    access: OPEN,
    title: 'How to trade on MetaTrader 5',
    load: contentPage('metatrader/how-to-trade-mt5'),
  },
  'metatrader/download': { access: OPEN, title: 'Download MetaTrader 5', load: contentPage('metatrader/download') },
  'binary-options-mt5': {
    access: OPEN,
    title: 'Binary options on MetaTrader 5',
    load: contentPage('binary-options-mt5'),
  },
  economic_calendar: {
    access: OPEN,
    title: 'Economic calendar',
    load: contentPage('economic_calendar'),
    menu: { section: 'resources', label: 'Economic calendar' },
  },
  'why-us': {
    access: OPEN,
    title: 'Why us',
    load: contentPage('why-us'),
    menu: { section: 'about', label: 'Why us' },
  },
  'binary-in-numbers': {
    access: OPEN,
    title: 'Strike in numbers',
    load: contentPage('binary-in-numbers'),
    menu: { section: 'about', label: 'Strike in numbers' },
  },
  'open-source-projects': {
    access: OPEN,
    title: 'Open-source projects',
    load: contentPage('open-source-projects'),
    menu: { section: 'about', label: 'Open-source projects' },
  },
  'keep-safe': { access: OPEN, title: 'Keep safe', load: contentPage('keep-safe') },
  'payment-agent': { access: OPEN, title: 'Become a payment agent', load: contentPage('payment-agent') },
  'ib-faq': { access: OPEN, title: 'Introducing broker FAQ', load: contentPage('ib-faq') },
  'ib-signup': { access: OPEN, title: 'Become an introducing broker', load: contentPage('ib-signup') },
  cyberjaya: { access: OPEN, title: 'Cyberjaya', load: contentPage('cyberjaya') },
  labuan: { access: OPEN, title: 'Labuan', load: contentPage('labuan') },
  malta: { access: OPEN, title: 'Malta', load: contentPage('malta') },
  faq: {
    access: OPEN,
    title: 'Frequently asked questions',
    load: () => import('../features/help').then((feature) => feature.FaqPage),
    menu: { section: 'resources', label: 'FAQ' },
  },
  regulation: {
    access: OPEN,
    title: 'Regulation',
    load: () => import('../features/legal').then((feature) => feature.RegulationPage),
    menu: { section: 'about', label: 'Regulation' },
  },
  'terms-and-conditions': {
    access: OPEN,
    title: 'Terms and Conditions',
    load: () => import('../features/legal').then((feature) => feature.TermsPage),
    menu: { section: 'about', label: 'Terms and Conditions' },
  },
  'responsible-trading': {
    access: OPEN,
    title: 'Responsible trading',
    load: () => import('../features/legal').then((feature) => feature.ResponsibleTradingPage),
    menu: { section: 'about', label: 'Responsible trading' },
  },
  'user/metatrader': {
    access: loggedIn(CURRENCY),
    title: 'MetaTrader 5 accounts',
    load: () => import('../features/mt5').then((feature) => feature.Mt5Page),
    menu: { section: 'account', label: 'MetaTrader 5' },
  },
  'user/accounts': {
    access: loggedIn(CURRENCY),
    title: 'Accounts',
    load: () => import('../features/accounts').then((feature) => feature.AccountsPage),
    menu: { section: 'account', label: 'Accounts' },
  },
  'user/security/limitsws': {
    access: loggedIn({ ...REAL, ...CURRENCY }),
    title: 'Trading and Withdrawal Limits',
    load: () => import('../features/limits').then((feature) => feature.LimitsPage),
    menu: { section: 'account', label: 'Limits' },
  },
  'user/security/api_tokenws': {
    access: loggedIn(),
    title: 'API Token',
    load: () => import('../features/apiTokens').then((feature) => feature.ApiTokensPage),
  },
  'user/security/authorised_appsws': {
    access: loggedIn(),
    title: 'Authorised Applications',
    load: () => import('../features/authorisedApps').then((feature) => feature.AuthorisedAppsPage),
  },
  'user/security/iphistoryws': {
    access: loggedIn(),
    title: 'Login History',
    load: () => import('../features/loginHistory').then((feature) => feature.LoginHistoryPage),
  },
  'user/security/two_factor_authentication': {
    access: loggedIn(),
    title: 'Two-Factor Authentication',
    load: () => import('../features/twoFactor').then((feature) => feature.TwoFactorPage),
  },
  'user/authenticate': {
    access: loggedIn(REAL),
    title: 'Authenticate',
    load: () => import('../features/authenticate').then((feature) => feature.AuthenticatePage),
    menu: { section: 'account', label: 'Authenticate' },
  },
  'user/settingsws': {
    access: loggedIn(),
    title: 'Settings',
    load: () => import('../features/settings').then((feature) => feature.SettingsPage),
    menu: { section: 'account', label: 'Settings' },
  },
  'user/securityws': {
    access: loggedIn(),
    title: 'Security',
    load: () => import('../features/settings').then((feature) => feature.SettingsPage),
    menu: { section: 'account', label: 'Security' },
  },
  'user/settings/detailsws': {
    access: loggedIn(CURRENCY),
    title: 'Personal details',
    load: () => import('../features/settings').then((feature) => feature.DetailsPage),
  },
  'user/security/change_passwordws': {
    access: loggedIn(),
    title: 'Change password',
    load: () => import('../features/changePassword').then((feature) => feature.ChangePasswordPage),
  },
  'user/security/self_exclusionws': {
    access: loggedIn(REAL),
    title: 'Self-exclusion facilities',
    load: () => import('../features/selfExclusion').then((feature) => feature.SelfExclusionPage),
  },
  logged_inws: {
    access: loggedIn(),
    title: 'Log in',
    load: () => import('../features/session').then((feature) => feature.LoginCallbackPage),
  },
  endpoint: {
    access: OPEN,
    title: 'Change API endpoint',
    load: () => import('../features/settings').then((feature) => feature.EndpointPage),
  },
  signup: {
    access: OPEN,
    title: 'Create a demo account',
    load: () => import('../features/accounts').then((feature) => feature.SignupPage),
  },
  home: {
    access: LOGGED_OUT,
    title: 'Create a demo account',
    load: () => import('../features/accounts').then((feature) => feature.SignupPage),
  },
  'new_account/virtualws': {
    access: LOGGED_OUT,
    title: 'Create a demo account',
    load: () => import('../features/accounts').then((feature) => feature.VirtualAccountPage),
  },
  'new_account/realws': {
    access: loggedIn(),
    title: 'Open a real money account',
    load: () => import('../features/accounts').then((feature) => feature.RealAccountPage),
  },
  'new_account/maltainvestws': {
    access: loggedIn(),
    title: 'Open a financial account',
    load: () => import('../features/accounts').then((feature) => feature.FinancialAccountPage),
  },
  'new_account/welcome': {
    access: loggedIn(VIRTUAL),
    title: 'Welcome!',
    load: () => import('../features/accounts').then((feature) => feature.WelcomePage),
  },
  'new_account/landing_page': {
    access: loggedIn(VIRTUAL),
    title: 'Your demo account is ready',
    load: contentPage('new_account/landing_page'),
  },
  'new-account': { access: LOGGED_OUT, title: 'Open a free demo account', load: contentPage('new-account') },
  'user/lost_passwordws': {
    access: LOGGED_OUT,
    title: 'Password reset',
    load: () => import('../features/accounts').then((feature) => feature.LostPasswordPage),
  },
  'user/reset_passwordws': {
    access: LOGGED_OUT,
    title: 'Password reset',
    load: () => import('../features/accounts').then((feature) => feature.ResetPasswordPage),
  },
  'user/set-currency': {
    access: loggedIn({ ...REAL, ...CURRENCY }),
    title: 'Choose the currency of your account',
    load: () => import('../features/accounts').then((feature) => feature.SetCurrencyPage),
  },
  'user/security/cashier_passwordws': {
    access: loggedIn(REAL),
    title: 'Cashier password',
    load: () => import('../features/cashierPassword').then((feature) => feature.CashierPasswordPage),
  },
  'cashier/top_up_virtualws': {
    access: loggedIn(VIRTUAL),
    title: 'Top up virtual account',
    load: () => import('../features/virtualTopUp').then((feature) => feature.VirtualTopUpPage),
  },
  'user/settings/assessmentws': {
    access: loggedIn(REAL),
    title: 'Financial Assessment',
    load: () => import('../features/financialAssessment').then((feature) => feature.FinancialAssessmentPage),
  },
  'user/tnc_approvalws': {
    access: loggedIn(REAL),
    title: 'Terms and Conditions',
    load: () => import('../features/termsApproval').then((feature) => feature.TermsApprovalPage),
  },
  'user/settings/professional': {
    access: loggedIn(REAL),
    title: 'Professional Client',
    load: () => import('../features/professional').then((feature) => feature.ProfessionalPage),
  },
  'user/telegram-bot': {
    access: loggedIn(),
    title: 'Telegram Bot',
    load: () => import('../features/telegramBot').then((feature) => feature.TelegramBotPage),
  },
  redirect: { access: OPEN, title: 'Loading…', load: () => import('./RedirectPage').then((page) => page.RedirectPage) },
  '404': {
    access: OPEN,
    title: 'Page not found',
    load: () => import('./NotFoundPage').then((page) => page.NotFoundPage),
  },
  'user/video-facility': { access: loggedIn(REAL) },
};

function isBuilt(row: PageRow): row is BuiltPageRow {
  return 'load' in row;
}

/** The pages the app has, by path. */
export const BUILT_PAGES: Readonly<Record<string, BuiltPageRow>> = Object.fromEntries(
  Object.entries(PAGES).flatMap(([path, row]) => (isBuilt(row) ? [[path, row]] : [])),
);

const ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries(BUILT_PAGES).flatMap(([path, row]) => (row.aliases ?? []).map((alias) => [alias, path] as const)),
);

/**
 * Paths under which any page is the page at the prefix's path: any path under get-started that is not a
 * guide of its own gets the generic get-started page (accounts-and-money §2).
 */
const PREFIX_PAGES: ReadonlyMap<string, string> = new Map([['get-started/', 'get-started']]);

/** The table's path of a page path or one of its aliases; undefined for a page that is not built. */
export function builtPagePath(path: string): string | undefined {
  if (Object.hasOwn(BUILT_PAGES, path)) return path;
  const alias = ALIASES.get(path);
  if (alias !== undefined) return alias;
  for (const [prefix, page] of PREFIX_PAGES)
    if (path.startsWith(prefix) && Object.hasOwn(BUILT_PAGES, page)) return page;
  return undefined;
}

/** Whether a page path (or an earlier path of a page) names a built page. */
export function isBuiltPage(path: string): boolean {
  return builtPagePath(path) !== undefined;
}
