import { describe, expect, it } from 'vitest';
import { decideAccess, PAGE_ACCESS, pageAccess, type Visitor } from '../../src/app/page-access';

const visitor: Visitor = { status: 'logged_out', isVirtual: false, currency: '' };
const real: Visitor = { status: 'logged_in', isVirtual: false, currency: 'USD' };
const realWithoutCurrency: Visitor = { ...real, currency: '' };
const virtual: Visitor = { status: 'logged_in', isVirtual: true, currency: 'USD' };

/** accounts-and-money §2, row by row: [page, login required, real only, needs currency]. */
const LOGIN_REQUIRED: [string, boolean, boolean][] = [
  ['account_transfer', true, true],
  ['accounts', false, true],
  ['api_tokenws', false, false],
  ['assessmentws', true, false],
  ['authenticate', true, false],
  ['authorised_appsws', false, false],
  ['cashier_passwordws', true, false],
  ['detailsws', false, true],
  ['epg_forwardws', true, false],
  ['forwardws', true, false],
  ['iphistoryws', false, false],
  ['limitsws', true, true],
  ['maltainvestws', false, false],
  ['metatrader', false, true],
  ['payment_agent_listws', false, false],
  ['portfoliows', false, true],
  ['professional', true, false],
  ['profit_tablews', false, true],
  ['realws', false, false],
  ['securityws', false, false],
  ['settingsws', false, false],
  ['self_exclusionws', true, false],
  ['statementws', false, true],
  ['tnc_approvalws', true, false],
  ['transferws', true, false],
  ['two_factor_authentication', false, false],
  ['withdrawws', true, false],
  ['set-currency', true, true],
  ['telegram-bot', false, false],
  ['video-facility', true, false],
  ['change_passwordws', false, false],
  ['logged_inws', false, false],
];
const VIRTUAL_ONLY = ['landing_page', 'top_up_virtualws', 'welcome'];
const LOGGED_OUT_ONLY = ['home', 'lost_passwordws', 'reset_passwordws', 'virtualws', 'new-account'];

describe('the page access table', () => {
  it('holds exactly the rows of the spec', () => {
    const named = [...LOGIN_REQUIRED.map(([page]) => page), ...VIRTUAL_ONLY, ...LOGGED_OUT_ONLY];
    expect(Object.keys(PAGE_ACCESS).sort()).toEqual(
      [...named, 'trading', 'multi_barriers_trading', 'portfolio'].sort(),
    );
  });

  it('opens the portfolio page (trading-core §2) on the rule of portfoliows', () => {
    expect(pageAccess('portfolio')).toEqual(pageAccess('portfoliows'));
    expect(decideAccess('portfolio', visitor)).toEqual({ kind: 'refuse', reason: 'login_required' });
    expect(decideAccess('portfolio', virtual)).toEqual({ kind: 'show' });
  });

  it.each(LOGIN_REQUIRED)('%s: login required, real only %s, needs currency %s', (page, realOnly, needsCurrency) => {
    expect(decideAccess(`user/${page}`, visitor)).toEqual({ kind: 'refuse', reason: 'login_required' });
    expect(decideAccess(page, virtual)).toEqual(realOnly ? { kind: 'refuse', reason: 'real_only' } : { kind: 'show' });
    expect(decideAccess(page, real)).toEqual({ kind: 'show' });
    const withoutCurrency = decideAccess(page, realWithoutCurrency);
    if (needsCurrency && page !== 'set-currency')
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

  it.each(['contact', 'endpoint', 'cashier', 'faq', 'get-started/binary-options', 'get-started/home'])(
    '%s is open to everyone',
    (page) => {
      expect(pageAccess(page)).toEqual({ audience: 'everyone' });
      expect(decideAccess(page, visitor)).toEqual({ kind: 'show' });
      expect(decideAccess(page, realWithoutCurrency)).toEqual({ kind: 'show' });
    },
  );

  it('decides nothing while the session is still being established', () => {
    expect(decideAccess('trading', { ...real, status: 'unknown' })).toEqual({ kind: 'wait' });
    expect(decideAccess('statementws', { ...real, status: 'authorizing' })).toEqual({ kind: 'wait' });
  });
});
