import { describe, expect, it } from 'vitest';
import { offeredInPeriod, periodBarriers, periodLevels } from '../../../../simulator/domain/markets/period-barriers';
import { tradingPeriods, type TradingPeriod } from '../../../../simulator/domain/markets/trading-periods';

const at = (iso: string) => Date.parse(iso) / 1000;
const weekdays = (epoch: number) => ![0, 6].includes(new Date(epoch * 1000).getUTCDay());

/** Periods as "start–expiry label" in GMT clock times (dates for the calendar periods). */
function laidOut(now: string, symbol = 'frxEURUSD'): string[] {
  const time = (epoch: number) => new Date(epoch * 1000).toISOString().slice(0, 19).replace('T', ' ');
  return tradingPeriods(at(now), weekdays, symbol).map(
    (period) => `${time(period.start)}–${time(period.expiry)} ${period.duration}`,
  );
}

describe('multi-barrier trading periods', () => {
  it('lays out 2h15m windows per even hour and 5h15m windows ending 06, 10, 14 and 18', () => {
    expect(laidOut('2030-01-15T10:00:00Z')).toEqual([
      '2030-01-15 09:45:00–2030-01-15 12:00:00 2h15m',
      '2030-01-15 08:45:00–2030-01-15 14:00:00 5h15m',
      '2030-01-15 00:00:00–2030-01-15 23:59:59 0d',
      '2030-01-14 00:00:00–2030-01-18 23:59:59 1W',
      '2030-01-01 00:00:00–2030-01-31 23:59:59 1M',
      '2030-01-01 00:00:00–2030-03-29 23:59:59 3M',
      '2030-01-01 00:00:00–2030-12-31 23:59:59 1Y',
    ]);
  });

  it('offers the ending window through the first quarter hour of the next', () => {
    expect(laidOut('2030-01-15T11:50:00Z').slice(0, 3)).toEqual([
      '2030-01-15 09:45:00–2030-01-15 12:00:00 2h15m',
      '2030-01-15 08:45:00–2030-01-15 14:00:00 5h15m',
      '2030-01-15 11:45:00–2030-01-15 14:00:00 2h15m',
    ]);
  });

  it('starts a Monday at 00:00 with a 2h window', () => {
    expect(laidOut('2030-01-14T00:30:00Z')[0]).toBe('2030-01-14 00:00:00–2030-01-14 02:00:00 2h');
    expect(laidOut('2030-01-15T00:30:00Z')[0]).toBe('2030-01-14 23:45:00–2030-01-15 02:00:00 2h15m');
  });

  it('has no intraday windows in the evening, except the 22:00 window of three pairs', () => {
    expect(laidOut('2030-01-15T19:00:00Z').filter((text) => /2h15m|5h15m/.test(text))).toEqual([]);
    expect(laidOut('2030-01-15T22:30:00Z', 'frxUSDJPY')[0]).toBe('2030-01-15 21:45:00–2030-01-15 23:59:59 2h15m');
    expect(laidOut('2030-01-15T22:30:00Z', 'frxEURUSD')[0]).toContain(' 0d');
  });

  it('starts calendar periods on their first trading day and ends them at the last one', () => {
    // June 2030 begins on a Saturday and ends on a Sunday.
    expect(laidOut('2030-06-10T10:00:00Z').filter((text) => / (1M|3M)$/.test(text))).toEqual([
      '2030-06-03 00:00:00–2030-06-28 23:59:59 1M',
      '2030-04-01 00:00:00–2030-06-28 23:59:59 3M',
    ]);
  });

  it('offers nothing while the market is closed', () => {
    expect(tradingPeriods(at('2030-01-19T12:00:00Z'), weekdays, 'frxEURUSD')).toEqual([]);
  });
});

describe('multi-barrier period barriers', () => {
  const day: TradingPeriod = { start: at('2030-01-15T00:00:00Z'), expiry: at('2030-01-15T23:59:59Z'), duration: '0d' };
  const week: TradingPeriod = { start: at('2030-01-14T00:00:00Z'), expiry: at('2030-01-18T23:59:59Z'), duration: '1W' };

  it('steps 12, 25, 35 and 45 minimum steps from the start spot, the step 1/90 of the 5%–95% strike distance', () => {
    const levels = periodLevels(100, day, 0.001);
    // σ√T = 0.1·√(86399/31536000); strikes 100·exp(∓1.645·σ√T − σ²T/2) are 1.7219 apart; 1.7219/90 → 0.019.
    expect([...levels.entries()].sort(([a], [b]) => a - b)).toEqual([
      [5, 99.145],
      [15, 99.335],
      [25, 99.525],
      [38, 99.772],
      [50, 100],
      [62, 100.228],
      [75, 100.475],
      [85, 100.665],
      [95, 100.855],
    ]);
  });

  it('gives each category its barriers', () => {
    const spot = 1.1;
    const levels = periodLevels(spot, week, 0.00001);
    const place = (value: number) => [...levels].find(([, level]) => level === value)?.[0];
    const of = (category: Parameters<typeof periodBarriers>[0]) => periodBarriers(category, spot, week, 0.00001);
    expect(of('callputequal').singles.map(place)).toEqual([5, 15, 25, 38, 50, 62, 75, 85, 95]);
    expect(of('touchnotouch').singles.map(place)).toEqual([5, 15, 25, 38, 62, 75, 85, 95]);
    expect(of('endsinout').pairs.map((pair) => pair.map(place))).toEqual([
      [75, 95],
      [62, 85],
      [50, 75],
      [38, 62],
      [25, 50],
      [15, 38],
      [5, 25],
    ]);
    expect(of('staysinout').pairs.map((pair) => pair.map(place))).toEqual([
      [25, 75],
      [15, 85],
      [5, 95],
    ]);
  });

  it('offers periods shorter than a day to higher/lower only', () => {
    expect(offeredInPeriod('callputequal', day)).toBe(true);
    expect(offeredInPeriod('touchnotouch', day)).toBe(false);
    expect(offeredInPeriod('touchnotouch', week)).toBe(true);
  });
});
