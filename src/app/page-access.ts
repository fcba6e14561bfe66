import { PAGES, type PageAccess } from './pages';

const OPEN: PageAccess = { audience: 'everyone' };

/** The access rule of a page path of the table (anything else, such as get-started pages, is open). */
export function pageAccess(pagePath: string): PageAccess {
  return (Object.hasOwn(PAGES, pagePath) ? PAGES[pagePath]?.access : undefined) ?? OPEN;
}

/** What the page can know of the visitor when it is opened. */
export interface Visitor {
  status: 'unknown' | 'authorizing' | 'logged_out' | 'logged_in';
  isVirtual: boolean;
  currency: string;
  /** The account is an authenticated payment agent (get_settings' is_authenticated_payment_agent). */
  isPaymentAgent?: boolean;
}

export type AccessDecision =
  | { kind: 'wait' }
  | { kind: 'show' }
  | { kind: 'refuse'; reason: 'login_required' | 'real_only' | 'virtual_only' | 'logged_out_only' }
  | { kind: 'redirect'; to: 'default' | 'set_currency' };

/** The page where a client without a currency sets one (not itself redirected there). */
const SET_CURRENCY_PAGE = 'user/set-currency';

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
    return pagePath === 'home' ? { kind: 'redirect', to: 'default' } : { kind: 'refuse', reason: 'logged_out_only' };
  }
  if (rule.audience === 'logged_in' && !loggedIn) return { kind: 'refuse', reason: 'login_required' };
  if (!loggedIn) return { kind: 'show' };
  if (rule.only === 'real' && visitor.isVirtual) return { kind: 'refuse', reason: 'real_only' };
  if (rule.only === 'virtual' && !visitor.isVirtual) return { kind: 'refuse', reason: 'virtual_only' };
  if (rule.needsCurrency && !visitor.currency && pagePath !== SET_CURRENCY_PAGE) {
    return { kind: 'redirect', to: 'set_currency' };
  }
  return { kind: 'show' };
}
