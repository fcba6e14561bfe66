import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/i18n';
import { setLanguage } from '../../src/lib/localize';
import { MAX_CRACKING_DAYS } from '../../src/lib/password-strength';
import { crackingTimeText } from '../../src/ui/form/cracking-time-text';

afterEach(() => setLanguage('EN'));

describe('the time to crack a password, in words', () => {
  it.each([
    [0.2, '0 days'],
    [1, '1 day'],
    [29.6, '30 days'],
    [365.25, '1 year'],
    [365.25 * 340, '340 years'],
    [365.25 * 15_400, '15 thousand years'],
    [365.25 * 2_345_678, '2.3 million years'],
  ])('%s days read "%s"', (days, text) => {
    expect(crackingTimeText(days)).toBe(text);
  });

  it('marks the capped estimate with ">"', () => {
    expect(crackingTimeText(MAX_CRACKING_DAYS)).toBe('> 2.7 million years');
    expect(crackingTimeText(MAX_CRACKING_DAYS - 1)).toBe('2.7 million years');
  });

  it("speaks the page's language, with its plural forms and digits", async () => {
    setLanguage('RU', await loadCatalogue('RU'));
    expect(crackingTimeText(365.25 * 5)).toBe('5 лет');
    expect(crackingTimeText(365.25 * 2_000)).toBe('2 тысячи лет');
    setLanguage('DE', await loadCatalogue('DE'));
    expect(crackingTimeText(MAX_CRACKING_DAYS)).toBe('> 2,7 Millionen Jahre');
  });
});
