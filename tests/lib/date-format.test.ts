import { afterEach, describe, expect, it } from 'vitest';
import { localizedDate, localizedTimeOfDay } from '../../src/lib/date-format';
import { setLanguage } from '../../src/lib/localize';

afterEach(() => setLanguage('EN'));

describe('dates and times of day in the page language', () => {
  it.each([
    ['EN', 'November 27, 2026', '23:59:59'],
    ['DE', '27. November 2026', '23:59:59'],
    ['ID', '27 November 2026', '23.59.59'],
    ['ZH_CN', '2026年11月27日', '23:59:59'],
  ] as const)('%s writes 2026-11-27 as %s and 23:59:59 as %s', (language, date, time) => {
    setLanguage(language);
    expect(localizedDate('2026-11-27')).toBe(date);
    expect(localizedTimeOfDay('23:59:59')).toBe(time);
  });

  it('leaves what is not a date or a time of day as it is', () => {
    expect(localizedDate('--')).toBe('--');
    expect(localizedTimeOfDay('--')).toBe('--');
    expect(localizedTimeOfDay('25:00')).toBe('25:00');
  });
});
