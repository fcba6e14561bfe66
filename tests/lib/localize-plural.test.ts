import { afterEach, describe, expect, it } from 'vitest';
import { durationText } from '../../src/features/trading/form/durations';
import pl from '../../src/i18n/catalogues/pl';
import ru from '../../src/i18n/catalogues/ru';
import { localizePlural, setLanguage } from '../../src/lib/localize';
import { decimals, lengthBetween, minLength } from '../../src/lib/validators';

afterEach(() => setLanguage('EN'));

const COUNTS = [1, 2, 5, 21, 22, 25, 0];

describe('count texts take the plural form of the count', () => {
  it('in English: one for 1, other for the rest', () => {
    expect(COUNTS.map((count) => durationText(count, 'm'))).toEqual([
      '1 minute',
      '2 minutes',
      '5 minutes',
      '21 minutes',
      '22 minutes',
      '25 minutes',
      '0 minutes',
    ]);
  });

  it('in Russian: one for 1 and 21, few for 2 and 22, many for 5, 25 and 0', () => {
    setLanguage('RU', ru);
    expect(COUNTS.map((count) => durationText(count, 'm'))).toEqual([
      '1 минута',
      '2 минуты',
      '5 минут',
      '21 минута',
      '22 минуты',
      '25 минут',
      '0 минут',
    ]);
    expect(COUNTS.map((count) => durationText(count, 'd'))).toEqual([
      '1 день',
      '2 дня',
      '5 дней',
      '21 день',
      '22 дня',
      '25 дней',
      '0 дней',
    ]);
  });

  it('in Polish: one for 1 only, few for 2 and 22, many for 5, 21, 25 and 0', () => {
    setLanguage('PL', pl);
    expect(COUNTS.map((count) => durationText(count, 'm'))).toEqual([
      '1 minuta',
      '2 minuty',
      '5 minut',
      '21 minut',
      '22 minuty',
      '25 minut',
      '0 minut',
    ]);
    expect(COUNTS.map((count) => durationText(count, 't'))).toEqual([
      '1 tick',
      '2 ticki',
      '5 ticków',
      '21 ticków',
      '22 ticki',
      '25 ticków',
      '0 ticków',
    ]);
  });

  it('use the other form for a fraction (RU, PL)', () => {
    setLanguage('RU', ru);
    expect(durationText(1.5, 'h')).toBe('1.5 часа');
    setLanguage('PL', pl);
    expect(durationText(1.5, 'h')).toBe('1.5 godziny');
  });

  it('in the validators: the noun agrees with the count (a range: with its end)', () => {
    expect([minLength(2)('a'), lengthBetween(1, 1)('ab'), decimals(1)('1.25')]).toEqual([
      'Minimum of 2 characters required.',
      'You should enter 1 character.',
      'Up to 1 decimal place is allowed.',
    ]);
    setLanguage('RU', ru);
    expect([minLength(21)('a'), minLength(5)('a'), decimals(2)('1.234'), lengthBetween(6, 22)('a')]).toEqual([
      'Требуется не менее 21 символа.',
      'Требуется не менее 5 символов.',
      'Допускается не более 2 знаков после запятой.',
      'Введите 6-22 символа.',
    ]);
    setLanguage('PL', pl);
    expect([lengthBetween(1, 1)('ab'), lengthBetween(6, 25)('a'), decimals(2)('1.234')]).toEqual([
      'Wprowadź 1 znak.',
      'Wprowadź 6-25 znaków.',
      'Dozwolone są maksymalnie 2 miejsca po przecinku.',
    ]);
  });

  it('fall back to English forms and rules for a text the catalogue lacks', () => {
    setLanguage('RU', {});
    expect([durationText(1, 's'), durationText(2, 's'), durationText(5, 's')]).toEqual([
      '1 second',
      '2 seconds',
      '5 seconds',
    ]);
  });

  it('fill the placeholders with the arguments given, apart from the count that picks the form', () => {
    const text = { one: '[_1] seat left in [_2]', other: '[_1] seats left in [_2]' } as const;
    expect(localizePlural(text, 1, 'one', 'Strike')).toBe('one seat left in Strike');
    expect(localizePlural(text, 3, 'three', 'Strike')).toBe('three seats left in Strike');
  });

  it('show the catalogue key (the other form) in brackets in ACH', () => {
    setLanguage('ACH');
    expect(durationText(1, 'm')).toBe('[[_1] minutes]');
  });
});
