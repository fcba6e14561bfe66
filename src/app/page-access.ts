/**
 * The page access table (accounts-and-money §2), keyed by the page's last path segment
 * (`user/settings/detailsws` -> `detailsws`). A page missing from the table is open to everyone.
 */
export interface PageAccess {
  /** Who may open the page at all. */
  audience: 'everyone' | 'logged_in' | 'logged_out';
  /** A logged-in client must have this kind of account. */
  only?: 'real' | 'virtual';
  /** A client without an account currency is sent to set one first. */
  needsCurrency?: boolean;
}

const loggedIn = (extra: Omit<PageAccess, 'audience'> = {}): PageAccess => ({ audience: 'logged_in', ...extra });
const REAL = { only: 'real' } as const;
const CURRENCY = { needsCurrency: true } as const;

export const PAGE_ACCESS: Readonly<Record<string, PageAccess>> = {
  account_transfer: loggedIn({ ...REAL, ...CURRENCY }),
  accounts: loggedIn(CURRENCY),
  api_tokenws: loggedIn(),
  assessmentws: loggedIn(REAL),
  authenticate: loggedIn(REAL),
  authorised_appsws: loggedIn(),
  cashier_passwordws: loggedIn(REAL),
  detailsws: loggedIn(CURRENCY),
  epg_forwardws: loggedIn(REAL),
  forwardws: loggedIn(REAL),
  iphistoryws: loggedIn(),
  limitsws: loggedIn({ ...REAL, ...CURRENCY }),
  maltainvestws: loggedIn(),
  metatrader: loggedIn(CURRENCY),
  payment_agent_listws: loggedIn(),
  portfolio: loggedIn(CURRENCY),
  portfoliows: loggedIn(CURRENCY),
  professional: loggedIn(REAL),
  profit_tablews: loggedIn(CURRENCY),
  realws: loggedIn(),
  securityws: loggedIn(),
  settingsws: loggedIn(),
  self_exclusionws: loggedIn(REAL),
  statementws: loggedIn(CURRENCY),
  tnc_approvalws: loggedIn(REAL),
  transferws: loggedIn(REAL),
  two_factor_authentication: loggedIn(),
  withdrawws: loggedIn(REAL),
  'set-currency': loggedIn({ ...REAL, ...CURRENCY }),
  'telegram-bot': loggedIn(),
  'video-facility': loggedIn(REAL),
  change_passwordws: loggedIn(),
  logged_inws: loggedIn(),

  landing_page: loggedIn({ only: 'virtual' }),
  top_up_virtualws: loggedIn({ only: 'virtual' }),
  welcome: loggedIn({ only: 'virtual' }),

  home: { audience: 'logged_out' },
  lost_passwordws: { audience: 'logged_out' },
  reset_passwordws: { audience: 'logged_out' },
  virtualws: { audience: 'logged_out' },
  'new-account': { audience: 'logged_out' },

  trading: { audience: 'everyone', ...CURRENCY },
  multi_barriers_trading: { audience: 'everyone', ...CURRENCY },
};

const OPEN: PageAccess = { audience: 'everyone' };

/** The rule of a page path such as `user/settings/detailsws`; anything under get-started is an open page. */
export function pageAccess(pagePath: string): PageAccess {
  if (pagePath.startsWith('get-started/')) return OPEN;
  const name = pagePath.split('/').pop() ?? '';
  return PAGE_ACCESS[name] ?? OPEN;
}

/** What the page can know of the visitor when it is opened. */
export interface Visitor {
  status: 'unknown' | 'authorizing' | 'logged_out' | 'logged_in';
  isVirtual: boolean;
  currency: string;
}

export type AccessDecision =
  | { kind: 'wait' }
  | { kind: 'show' }
  | { kind: 'refuse'; reason: 'login_required' | 'real_only' | 'virtual_only' | 'logged_out_only' }
  | { kind: 'redirect'; to: 'default' | 'set_currency' };

/** The page where a client without a currency sets one (not itself redirected there). */
const SET_CURRENCY_PAGE = 'set-currency';

/**
 * Whether a page shows for this visitor, and if not, which refusal or redirect applies. While the
 * session is still being established nothing is decided. `home` sends a logged-in client to the
 * default page rather than refusing.
 */
export function decideAccess(pagePath: string, visitor: Visitor): AccessDecision {
  if (visitor.status === 'unknown' || visitor.status === 'authorizing') return { kind: 'wait' };
  const rule = pageAccess(pagePath);
  const loggedIn = visitor.status === 'logged_in';
  if (rule.audience === 'logged_out' && loggedIn) {
    return pagePath.split('/').pop() === 'home'
      ? { kind: 'redirect', to: 'default' }
      : { kind: 'refuse', reason: 'logged_out_only' };
  }
  if (rule.audience === 'logged_in' && !loggedIn) return { kind: 'refuse', reason: 'login_required' };
  if (!loggedIn) return { kind: 'show' };
  if (rule.only === 'real' && visitor.isVirtual) return { kind: 'refuse', reason: 'real_only' };
  if (rule.only === 'virtual' && !visitor.isVirtual) return { kind: 'refuse', reason: 'virtual_only' };
  if (rule.needsCurrency && !visitor.currency && !pagePath.endsWith(SET_CURRENCY_PAGE)) {
    return { kind: 'redirect', to: 'set_currency' };
  }
  return { kind: 'show' };
}
