import { describe, expect, it } from 'vitest';
import type { Visitor } from '../../src/app/page-access';
import { BUILT_PAGES, builtPagePath, isBuiltPage } from '../../src/app/pages';
import { siteMenu } from '../../src/app/site-menu';

const visitor: Visitor = { status: 'logged_out', isVirtual: false, currency: '' };
const real: Visitor = { status: 'logged_in', isVirtual: false, currency: 'USD' };
const virtual: Visitor = { status: 'logged_in', isVirtual: true, currency: 'USD' };

const TRADE = ['trading Trading', 'multi_barriers_trading Multi-barrier'];
const RESOURCES = [
  'resources/asset_indexws Asset Index',
  'resources/market_timesws Trading Times',
  'download Download',
  'get-started Get started',
  'platforms Platforms',
  'economic_calendar Economic calendar',
  'faq FAQ',
];
const CASHIER = ['cashier Cashier', 'cashier/forwardws Deposit', 'cashier/forwardws Withdraw'];
const ABOUT = [
  'contact Contact',
  'careers Careers',
  'why-us Why us',
  'binary-in-numbers Strike in numbers',
  'open-source-projects Open-source projects',
  'regulation Regulation',
  'terms-and-conditions Terms and Conditions',
  'responsible-trading Responsible trading',
];

const pagesOf = (who: Visitor) =>
  siteMenu(who).map(({ section, items }) => [section, items.map(({ page, label }) => `${page} ${label}`)]);

describe('the site menu', () => {
  it('shows a visitor the trade, cashier information, resources and the company pages only: the other built pages need a log-in', () => {
    expect(pagesOf(visitor)).toEqual([
      ['trade', TRADE],
      ['cashier', ['cashier Cashier']],
      ['resources', RESOURCES],
      ['about', ABOUT],
    ]);
  });

  it('shows a client the portfolio, the reports, the cashier, the MT5 and accounts pages, and a real client deposit, withdraw, the account transfer, the limits and the authenticate page', () => {
    const sections = (cashier: string[], account: string[]) => [
      ['trade', TRADE],
      ['portfolio', ['portfolio Portfolio']],
      ['reports', ['user/statementws Statement', 'user/profit_tablews Profit table']],
      ['cashier', cashier],
      ['resources', RESOURCES],
      ['about', ABOUT],
      ['account', account],
    ];
    expect(pagesOf(real)).toEqual(
      sections(
        [
          ...CASHIER,
          'cashier/payment_agent_listws Payment agents',
          'cashier/account_transfer Transfer Between Accounts',
        ],
        [
          'user/metatrader MetaTrader 5',
          'user/accounts Accounts',
          'user/security/limitsws Limits',
          'user/authenticate Authenticate',
          'user/settingsws Settings',
          'user/securityws Security',
        ],
      ),
    );
    expect(pagesOf(virtual)).toEqual(
      sections(
        ['cashier Cashier', 'cashier/payment_agent_listws Payment agents'],
        [
          'user/metatrader MetaTrader 5',
          'user/accounts Accounts',
          'user/settingsws Settings',
          'user/securityws Security',
        ],
      ),
    );
  });

  it('adds the payment agent transfer to the cashier for an authenticated payment agent only', () => {
    const cashierOf = (who: Visitor) => pagesOf(who).find(([section]) => section === 'cashier')?.[1];
    expect(cashierOf({ ...real, isPaymentAgent: true })).toEqual([
      ...CASHIER,
      'cashier/payment_agent_listws Payment agents',
      'paymentagent/transferws Payment agent transfer',
      'cashier/account_transfer Transfer Between Accounts',
    ]);
    expect(cashierOf({ ...real, isPaymentAgent: false })).toEqual([
      ...CASHIER,
      'cashier/payment_agent_listws Payment agents',
      'cashier/account_transfer Transfer Between Accounts',
    ]);
    // The page is for real accounts: a virtual account of a payment agent's client is not offered it.
    expect(cashierOf({ ...virtual, isPaymentAgent: true })).toEqual([
      'cashier Cashier',
      'cashier/payment_agent_listws Payment agents',
    ]);
  });

  it('counts a visitor whose session is still being established as logged out', () => {
    expect(pagesOf({ ...real, status: 'authorizing' })).toEqual(pagesOf(visitor));
    expect(pagesOf({ ...visitor, status: 'unknown' })).toEqual(pagesOf(visitor));
  });

  it('lists only pages of the page table', () => {
    const listed = siteMenu(real).flatMap(({ items }) => items.map(({ page }) => page));
    for (const page of listed) expect(BUILT_PAGES[page]?.menu, page).toBeDefined();
  });

  it("opens a page that is several items with each item's query", () => {
    const cashier = siteMenu(real).find(({ section }) => section === 'cashier')?.items ?? [];
    expect(cashier.filter(({ page }) => page === 'cashier/forwardws')).toEqual([
      { page: 'cashier/forwardws', label: 'Deposit', search: '?action=deposit' },
      { page: 'cashier/forwardws', label: 'Withdraw', search: '?action=withdraw' },
    ]);
  });
});

describe('page paths', () => {
  it("opens a built page by binary.com's path for it too", () => {
    expect(builtPagePath('user/portfoliows')).toBe('portfolio');
    expect(builtPagePath('portfolio')).toBe('portfolio');
    expect(builtPagePath('user/metatrader')).toBe('user/metatrader');
    expect(builtPagePath('contact-2')).toBe('contact');
  });

  it('opens the get-started page for any path under get-started that is not a guide of its own', () => {
    expect(builtPagePath('get-started/forex')).toBe('get-started/forex');
    expect(builtPagePath('get-started/volatility-indices')).toBe('get-started');
    expect(builtPagePath('get-started/what/ever')).toBe('get-started');
    expect(builtPagePath('get-started')).toBe('get-started');
    expect(builtPagePath('get-startedx')).toBeUndefined();
    expect(builtPagePath('xget-started/forex')).toBeUndefined();
  });

  it('knows no page that is not built, nor an inherited property name', () => {
    expect(isBuiltPage('user/video-facility')).toBe(false);
    expect(isBuiltPage('constructor')).toBe(false);
    expect(isBuiltPage('toString')).toBe(false);
  });
});
