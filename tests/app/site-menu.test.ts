import { describe, expect, it } from 'vitest';
import type { Visitor } from '../../src/app/page-access';
import { BUILT_PAGES, builtPagePath, isBuiltPage } from '../../src/app/pages';
import { siteMenu } from '../../src/app/site-menu';

const visitor: Visitor = { status: 'logged_out', isVirtual: false, currency: '' };
const real: Visitor = { status: 'logged_in', isVirtual: false, currency: 'USD' };
const virtual: Visitor = { status: 'logged_in', isVirtual: true, currency: 'USD' };

const pagesOf = (who: Visitor) =>
  siteMenu(who).map(({ section, items }) => [section, items.map(({ page, label }) => `${page} ${label}`)]);

describe('the site menu', () => {
  it('shows a visitor the trade section only: the other built pages need a log-in', () => {
    expect(pagesOf(visitor)).toEqual([['trade', ['trading Trading', 'multi_barriers_trading Multi-barrier']]]);
  });

  it('shows a client the portfolio, the reports and the MT5 page in the account section', () => {
    const expected = [
      ['trade', ['trading Trading', 'multi_barriers_trading Multi-barrier']],
      ['portfolio', ['portfolio Portfolio']],
      ['reports', ['user/statementws Statement', 'user/profit_tablews Profit table']],
      ['account', ['user/metatrader MetaTrader 5']],
    ];
    expect(pagesOf(real)).toEqual(expected);
    expect(pagesOf(virtual)).toEqual(expected);
  });

  it('counts a visitor whose session is still being established as logged out', () => {
    expect(pagesOf({ ...real, status: 'authorizing' })).toEqual(pagesOf(visitor));
    expect(pagesOf({ ...visitor, status: 'unknown' })).toEqual(pagesOf(visitor));
  });

  it('lists only pages of the page table, so a section without a built page (cashier) is not shown', () => {
    const listed = siteMenu(real).flatMap(({ items }) => items.map(({ page }) => page));
    for (const page of listed) expect(BUILT_PAGES[page]?.menu, page).toBeDefined();
    expect(siteMenu(real).map(({ section }) => section)).not.toContain('cashier');
  });
});

describe('page paths', () => {
  it("opens a built page by binary.com's path for it too", () => {
    expect(builtPagePath('user/portfoliows')).toBe('portfolio');
    expect(builtPagePath('portfolio')).toBe('portfolio');
    expect(builtPagePath('user/metatrader')).toBe('user/metatrader');
  });

  it('knows no page that is not built, nor an inherited property name', () => {
    expect(isBuiltPage('user/settingsws')).toBe(false);
    expect(isBuiltPage('contact')).toBe(false);
    expect(isBuiltPage('constructor')).toBe(false);
    expect(isBuiltPage('toString')).toBe(false);
  });
});
