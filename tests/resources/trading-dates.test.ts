import { describe, expect, it } from 'vitest';
import { pickedTradingDate, tradingDateRange } from '../../src/features/resources/trading-dates';

const NOW = Date.parse('2026-11-27T23:59:30Z') / 1000;

describe('the trading times date picker', () => {
  it('offers today (GMT) to 364 days ahead', () => {
    expect(tradingDateRange(NOW)).toEqual({ min: '2026-11-27', max: '2027-11-26' });
  });

  it.each([
    ['2026-11-27', '2026-11-27'],
    ['2027-11-26', '2027-11-26'],
    ['2027-11-27', undefined],
    ['2026-11-26', undefined],
    ['2027-02-30', undefined],
    ['', undefined],
    ['tomorrow', undefined],
  ])('takes %j as %j', (text, picked) => {
    expect(pickedTradingDate(text, tradingDateRange(NOW))).toBe(picked);
  });
});
