import { describe, expect, it } from 'vitest';
import {
  firstPaging,
  needsPage,
  pageLoaded,
  PROFIT_TABLE_PAGING,
  scrolledFraction,
  scrolledTo,
  shownRows,
  STATEMENT_PAGING,
  type Paging,
} from '../../src/features/reports/paging';

const rule = STATEMENT_PAGING;

describe('report paging', () => {
  it('asks for the first page and shows its first half', () => {
    let paging = firstPaging(rule);
    expect(needsPage(paging)).toBe(true);
    expect(shownRows(paging)).toBe(0);
    paging = pageLoaded(paging, 200, rule);
    expect(needsPage(paging)).toBe(false);
    expect(shownRows(paging)).toBe(100);
  });

  it('shows the next half page past 70 % of the statement, then asks for the next page', () => {
    let paging = pageLoaded(firstPaging(rule), 200, rule);
    expect(scrolledTo(paging, 0.69, rule)).toBe(paging);
    paging = scrolledTo(paging, 0.7, rule);
    expect(shownRows(paging)).toBe(200);
    expect(needsPage(paging)).toBe(false);
    paging = scrolledTo(paging, 0.9, rule);
    expect(needsPage(paging)).toBe(true);
    expect(shownRows(paging)).toBe(200);
    // Scrolling on while the page is on its way wants no more.
    expect(scrolledTo(paging, 1, rule)).toBe(paging);
    paging = pageLoaded(paging, 200, rule);
    expect(shownRows(paging)).toBe(300);
  });

  it('stops at a short page: nothing more is asked for or shown', () => {
    let paging: Paging = pageLoaded(firstPaging(rule), 130, rule);
    expect(paging.complete).toBe(true);
    expect(shownRows(paging)).toBe(100);
    paging = scrolledTo(paging, 0.8, rule);
    expect(shownRows(paging)).toBe(130);
    expect(needsPage(paging)).toBe(false);
    expect(scrolledTo(paging, 1, rule)).toBe(paging);
  });

  it('pages the profit table by 50, shown by 25, past 50 %', () => {
    const profit = PROFIT_TABLE_PAGING;
    let paging = pageLoaded(firstPaging(profit), 50, profit);
    expect(shownRows(paging)).toBe(25);
    expect(scrolledTo(paging, 0.49, profit)).toBe(paging);
    paging = scrolledTo(paging, 0.5, profit);
    expect(shownRows(paging)).toBe(50);
  });

  it('treats a fraction that is not a number as not scrolled', () => {
    const paging = pageLoaded(firstPaging(rule), 200, rule);
    expect(scrolledTo(paging, Number.NaN, rule)).toBe(paging);
  });

  it('measures how far down the table the viewport ends', () => {
    expect(scrolledFraction({ top: 100, height: 1000 }, 800)).toBeCloseTo(0.7);
    expect(scrolledFraction({ top: -2000, height: 1000 }, 800)).toBe(1);
    expect(scrolledFraction({ top: 900, height: 1000 }, 800)).toBe(0);
    expect(scrolledFraction({ top: 0, height: 0 }, 800)).toBe(1);
  });
});
