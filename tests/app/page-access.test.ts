import { describe, expect, it } from 'vitest';
import { decideAccess, pageAccess, type Visitor } from '../../src/app/page-access';
import { PAGES } from '../../src/app/pages';

const visitor: Visitor = { status: 'logged_out', isVirtual: false, currency: '' };
const real: Visitor = { status: 'logged_in', isVirtual: false, currency: 'USD' };
const realWithoutCurrency: Visitor = { ...real, currency: '' };
const virtual: Visitor = { status: 'logged_in', isVirtual: true, currency: 'USD' };

/**
 * accounts-and-money §2, row by row: [page, real only, needs currency] for the pages that need a log-in,
 * each at the path the earlier generation served it (shared/reference/site/paths.md).
 */
const LOGIN_REQUIRED: [string, boolean, boolean][] = [
  ['cashier/account_transfer', true, true],
  ['user/accounts', false, true],
  ['user/security/api_tokenws', false, false],
  ['user/settings/assessmentws', true, false],
  ['user/authenticate', true, false],
  ['user/security/authorised_appsws', false, false],
  ['user/security/cashier_passwordws', true, false],
  ['user/settings/detailsws', false, true],
  ['cashier/epg_forwardws', true, false],
  ['cashier/forwardws', true, false],
  ['user/security/iphistoryws', false, false],
  ['user/security/limitsws', true, true],
  ['new_account/maltainvestws', false, false],
  ['user/metatrader', false, true],
  ['cashier/payment_agent_listws', false, false],
  ['portfolio', false, true],
  ['user/settings/professional', true, false],
  ['user/profit_tablews', false, true],
  ['new_account/realws', false, false],
  ['user/securityws', false, false],
  ['user/settingsws', false, false],
  ['user/security/self_exclusionws', true, false],
  ['user/statementws', false, true],
  ['user/tnc_approvalws', true, false],
  ['paymentagent/transferws', true, false],
  ['user/security/two_factor_authentication', false, false],
  ['paymentagent/withdrawws', true, false],
  ['user/set-currency', true, true],
  ['user/telegram-bot', false, false],
  ['user/video-facility', true, false],
  ['user/security/change_passwordws', false, false],
  ['logged_inws', false, false],
];
const VIRTUAL_ONLY = ['new_account/landing_page', 'cashier/top_up_virtualws', 'new_account/welcome'];
const LOGGED_OUT_ONLY = [
  'home',
  'user/lost_passwordws',
  'user/reset_passwordws',
  'new_account/virtualws',
  'new-account',
];

describe('the page access table', () => {
  it('restricts exactly the rows of the spec, and the trading pages (trading-core §2)', () => {
    const named = [...LOGIN_REQUIRED.map(([page]) => page), ...VIRTUAL_ONLY, ...LOGGED_OUT_ONLY];
    const restricted = Object.keys(PAGES).filter((page) => pageAccess(page).audience !== 'everyone');
    const needingCurrencyOnly = Object.keys(PAGES).filter(
      (page) => pageAccess(page).audience === 'everyone' && pageAccess(page).needsCurrency,
    );
    expect(restricted.sort()).toEqual(named.sort());
    expect(needingCurrencyOnly.sort()).toEqual(['multi_barriers_trading', 'trading']);
  });

  it('opens the portfolio page (trading-core §2) on the rule of portfoliows', () => {
    expect(decideAccess('portfolio', visitor)).toEqual({ kind: 'refuse', reason: 'login_required' });
    expect(decideAccess('portfolio', virtual)).toEqual({ kind: 'show' });
  });

  it.each(LOGIN_REQUIRED)('%s: login required, real only %s, needs currency %s', (page, realOnly, needsCurrency) => {
    expect(decideAccess(page, visitor)).toEqual({ kind: 'refuse', reason: 'login_required' });
    expect(decideAccess(page, virtual)).toEqual(realOnly ? { kind: 'refuse', reason: 'real_only' } : { kind: 'show' });
    expect(decideAccess(page, real)).toEqual({ kind: 'show' });
    const withoutCurrency = decideAccess(page, realWithoutCurrency);
    if (needsCurrency && page !== 'user/set-currency')
      expect(withoutCurrency).toEqual({ kind: 'redirect', to: 'set_currency' });
    else expect(withoutCurrency).toEqual({ kind: 'show' });
  });

  it.each(VIRTUAL_ONLY)('%s is for virtual accounts only', (page) => {
    expect(decideAccess(page, visitor)).toEqual({ kind: 'refuse', reason: 'login_required' });
    expect(decideAccess(page, real)).toEqual({ kind: 'refuse', reason: 'virtual_only' });
    expect(decideAccess(page, virtual)).toEqual({ kind: 'show' });
  });

  it.each(LOGGED_OUT_ONLY)('%s is for logged-out visitors only', (page) => {
    expect(decideAccess(page, visitor)).toEqual({ kind: 'show' });
    const expected =
      page === 'home' ? { kind: 'redirect', to: 'default' } : { kind: 'refuse', reason: 'logged_out_only' };
    expect(decideAccess(page, real)).toEqual(expected);
    expect(decideAccess(page, virtual)).toEqual(expected);
  });

  it.each(['trading', 'multi_barriers_trading'])('%s is open to everyone but needs a currency', (page) => {
    expect(decideAccess(page, visitor)).toEqual({ kind: 'show' });
    expect(decideAccess(page, realWithoutCurrency)).toEqual({ kind: 'redirect', to: 'set_currency' });
  });

  it.each(['contact', 'endpoint', 'cashier', 'faq', 'get-started/binary-options', 'get-started/home', 'constructor'])(
    '%s is open to everyone',
    (page) => {
      expect(pageAccess(page)).toEqual({ audience: 'everyone' });
      expect(decideAccess(page, visitor)).toEqual({ kind: 'show' });
      expect(decideAccess(page, realWithoutCurrency)).toEqual({ kind: 'show' });
    },
  );

  it('decides nothing while the session is still being established', () => {
    expect(decideAccess('trading', { ...real, status: 'unknown' })).toEqual({ kind: 'wait' });
    expect(decideAccess('user/statementws', { ...real, status: 'authorizing' })).toEqual({ kind: 'wait' });
  });
});
