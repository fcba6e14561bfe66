import type { PageLoader } from '../lib/lazy-chunk';

/**
 * Every page of the app by its path under /{lang}/ (without .html), each loaded on demand from its
 * feature. Add a page with one line here; its access rule is in page-access.ts.
 */
export const PAGES: Readonly<Record<string, PageLoader>> = {
  trading: () => import('../features/trading').then((feature) => feature.TradingPage),
  multi_barriers_trading: () => import('../features/multibarrier').then((feature) => feature.MultiBarrierPage),
  logged_inws: () => import('../features/session').then((feature) => feature.LoginCallbackPage),
  portfolio: () => import('../features/portfolio').then((feature) => feature.PortfolioPage),
  endpoint: () => import('../features/settings').then((feature) => feature.EndpointPage),
  signup: () => import('../features/accounts').then((feature) => feature.SignupPage),
  home: () => import('../features/accounts').then((feature) => feature.SignupPage),
  'new_account/virtualws': () => import('../features/accounts').then((feature) => feature.VirtualAccountPage),
  'new_account/realws': () => import('../features/accounts').then((feature) => feature.RealAccountPage),
  'new_account/welcome': () => import('../features/accounts').then((feature) => feature.WelcomePage),
  'user/lost_passwordws': () => import('../features/accounts').then((feature) => feature.LostPasswordPage),
  'user/reset_passwordws': () => import('../features/accounts').then((feature) => feature.ResetPasswordPage),
  'user/set-currency': () => import('../features/accounts').then((feature) => feature.SetCurrencyPage),
  'user/metatrader': () => import('../features/mt5').then((feature) => feature.Mt5Page),
  redirect: () => import('./RedirectPage').then((page) => page.RedirectPage),
  '404': () => import('./NotFoundPage').then((page) => page.NotFoundPage),
};
