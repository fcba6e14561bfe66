import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, localize, setLanguage } from '../../src/lib/localize';

afterEach(() => setLanguage('EN'));

describe('localize in English', () => {
  it('is the identity on a sentence without placeholders', () => {
    expect(localize('This field is required.')).toBe('This field is required.');
  });

  it.each([
    ['Should be [_1]', ['10'], 'Should be 10'],
    ['Should be between [_1] and [_2]', [10, '2,000'], 'Should be between 10 and 2,000'],
    ['[_2] before [_1]', ['one', 'two'], 'two before one'],
    ['[_1], [_1] and [_1]', ['again'], 'again, again and again'],
    ['[_10] is the tenth', ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'ten'], 'ten is the tenth'],
    ['Missing [_2]', ['only one'], 'Missing [_2]'],
    ['Up to [_1] decimal places are allowed.', [0], 'Up to 0 decimal places are allowed.'],
  ])('fills %j with %j', (text, args, expected) => {
    expect(localize(text, ...args)).toBe(expected);
  });

  it('does not substitute placeholders that arrive inside an argument', () => {
    expect(localize('[_1] and [_2]', '[_2]', 'b')).toBe('[_2] and b');
  });

  it('leaves markup in arguments as text, for React to escape', () => {
    expect(localize('Hello [_1]', '<b>x</b>')).toBe('Hello <b>x</b>');
  });

  it('ignores any catalogue given for English', () => {
    setLanguage('EN', { Real: 'Echt' });
    expect(localize('Real')).toBe('Real');
  });
});

describe('localize in another language', () => {
  it('looks the English sentence up and fills the translated placeholders in their order', () => {
    setLanguage('DE', { 'Should be between [_1] and [_2]': 'Zwischen [_2] und [_1]' });
    expect(currentLanguage()).toBe('DE');
    expect(localize('Should be between [_1] and [_2]', 1, 5)).toBe('Zwischen 5 und 1');
  });

  it('falls back to English for a sentence the catalogue lacks', () => {
    setLanguage('FR', {});
    expect(localize('Should be [_1]', 3)).toBe('Should be 3');
  });

  it('forgets the previous catalogue when the language changes', () => {
    setLanguage('DE', { Real: 'Echt' });
    setLanguage('ES');
    expect(localize('Real')).toBe('Real');
  });
});

describe('localize in ACH (translation mode)', () => {
  it('returns the catalogue key in square brackets, placeholders unfilled', () => {
    setLanguage('ACH', { Real: 'ignored' });
    expect(localize('Real')).toBe('[Real]');
    expect(localize('Should be between [_1] and [_2]', 1, 2)).toBe('[Should be between [_1] and [_2]]');
  });
});
