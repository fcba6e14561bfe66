import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../src/lib/localize';
import { bounds, decimals, integer, multiplier, number } from '../../../src/lib/validators';

afterEach(() => setLanguage('EN'));

describe('number and integer', () => {
  it.each(['0', '10', '007', '0.5', '1234567890.123456789'])('number accepts %j', (value) => {
    expect(number(value)).toBeUndefined();
  });

  it.each(['.5', '5.', '-1', '+1', '1e3', '1,000', '1.2.3', 'NaN', 'Infinity', ' 1', 'abc', '0x10'])(
    'number refuses %j',
    (value) => {
      expect(number(value)).toBe('Should be a valid number.');
    },
  );

  it('integer takes digits only', () => {
    expect(integer('42')).toBeUndefined();
    expect(integer('4.0')).toBe('Should be a valid number.');
  });
});

describe('decimals', () => {
  it.each([
    [2, '10', undefined],
    [2, '10.5', undefined],
    [2, '10.25', undefined],
    [2, '10.250', 'Up to 2 decimal places are allowed.'],
    [8, '0.00000001', undefined],
    [8, '0.000000001', 'Up to 8 decimal places are allowed.'],
    [0, '10', undefined],
    [0, '10.0', 'Up to 0 decimal places are allowed.'],
    [2, 'abc.123', undefined],
  ] as const)('decimals(%i) on %j -> %j', (places, value, message) => {
    expect(decimals(places)(value)).toBe(message);
  });
});

describe('bounds', () => {
  it.each([
    [{ min: 10, max: 2000 }, '10', undefined],
    [{ min: 10, max: 2000 }, '2000', undefined],
    [{ min: 10, max: 2000 }, '9.99', 'Should be between 10 and 2,000'],
    [{ min: '0.002', max: 5, decimals: 8 }, '0.001', 'Should be between 0.00200000 and 5.00000000'],
    [{ min: 10, max: 2000, decimals: 2 }, '2000.01', 'Should be between 10.00 and 2,000.00'],
    [{ min: 1, max: 1 }, '1.0', undefined],
    [{ min: 1000, max: 1000 }, '999', 'Should be 1,000'],
    [{ min: 0 }, '0', undefined],
    [{ min: 0.1 }, '0.09', 'Should be more than 0.1'],
    [{ max: 5000 }, '5000', undefined],
    [{ max: 999999999999999 }, '1000000000000000', 'Should be less than 999,999,999,999,999'],
    [{ max: 999999999999999 }, '999999999999999', undefined],
    [{ max: '0.3' }, '0.30000000000000001', 'Should be less than 0.3'],
    [{}, '123', undefined],
    [{ min: 10, max: 20 }, 'abc', undefined],
  ])('%j on %j -> %j', (options, value, message) => {
    expect(bounds(options)(value)).toBe(message);
  });

  it('returns the localized message', () => {
    setLanguage('DE', { 'Should be more than [_1]': 'Sollte mehr als [_1] sein' });
    expect(bounds({ min: 1500 })('1')).toBe('Sollte mehr als 1.500 sein');
  });
});

describe('multiplier', () => {
  it.each([
    ['1000', undefined],
    ['1000.0', undefined],
    ['1', undefined],
    ['1000.01', 'Maximum multiplier of 1000.'],
    ['99999', 'Maximum multiplier of 1000.'],
    ['x', undefined],
  ])('%j -> %j', (value, message) => {
    expect(multiplier(value)).toBe(message);
  });
});
