import { describe, expect, it } from 'vitest';
import { chartGranularity, durationSeconds } from '../../src/features/trading/analysis/chart-granularity';
import { digitStatistics, lastDigit } from '../../src/features/trading/analysis/digit-stats';

const H = 3600;
const D = 86_400;

describe('chart granularity by contract length (trading-core §9)', () => {
  it.each([
    [15, undefined],
    [H, undefined],
    [H + 1, 120],
    [2 * H, 120],
    [2 * H + 1, 600],
    [6 * H, 600],
    [6 * H + 1, 900],
    [D, 900],
    [D + 1, 3600],
    [5 * D, 3600],
    [5 * D + 1, 14_400],
    [30 * D, 14_400],
    [30 * D + 1, 86_400],
    [365 * D, 86_400],
  ])('%i s -> %s', (seconds, granularity) => {
    expect(chartGranularity(seconds)).toBe(granularity);
  });

  it('measures durations; tick durations have no length', () => {
    expect([
      durationSeconds(5, 't'),
      durationSeconds(90, 's'),
      durationSeconds(2, 'm'),
      durationSeconds(3, 'h'),
      durationSeconds(2, 'd'),
    ]).toEqual([undefined, 90, 120, 3 * H, 2 * D]);
  });
});

describe('last digit statistics', () => {
  it.each([
    [1234.5, 2, 0],
    [1234.56, 2, 6],
    [0.76234, 5, 4],
    [49.1, 3, 0],
    [7, 0, 7],
  ])('last digit of %d at %i decimals is %i', (quote, decimals, digit) => {
    expect(lastDigit(quote, decimals)).toBe(digit);
  });

  it('counts each digit and its share of the ticks', () => {
    const stats = digitStatistics([1.01, 1.11, 1.21, 1.3, 2.05, 2.15, 2.25, 2.35], 2);
    expect(stats.map((s) => s.count)).toEqual([1, 3, 0, 0, 0, 4, 0, 0, 0, 0]);
    expect(stats.map((s) => s.percent)).toEqual([
      '12.5',
      '37.5',
      '0.0',
      '0.0',
      '0.0',
      '50.0',
      '0.0',
      '0.0',
      '0.0',
      '0.0',
    ]);
    expect(digitStatistics([], 2).every((s) => s.count === 0 && s.percent === '0.0')).toBe(true);
  });
});
