import { describe, expect, it } from 'vitest';
import {
  addMinorUnits,
  convertMinorUnits,
  formatDecimal,
  formatMinorUnits,
  minorUnitsToDecimalString,
  parseAmount,
  percentOfMinorUnits,
  subtractMinorUnits,
  toMinorUnits,
} from '../../src/lib/money';

describe('parseAmount', () => {
  it.each([
    ['10', 2, 1000],
    ['10.5', 2, 1050],
    ['10.05', 2, 1005],
    ['0.1', 2, 10],
    ['007.10', 2, 710],
    [' 12.34 ', 2, 1234],
    ['0', 2, 0],
    ['0.00000001', 8, 1],
    ['1.23456789', 8, 123456789],
    ['21000000', 8, 2100000000000000],
    ['5', 0, 5],
    ['1.100', 3, 1100],
  ])('%j at %i decimals is %i minor units', (text, decimals, minorUnits) => {
    expect(parseAmount(text, decimals)).toEqual({ ok: true, minorUnits });
  });

  it.each([
    ['10.123', 2],
    ['0.000000001', 8],
    ['1.0', 0],
    ['10.50', 1],
  ])('refuses %j: more decimals than %i', (text, decimals) => {
    expect(parseAmount(text, decimals)).toEqual({ ok: false, error: 'too_many_decimals' });
  });

  it.each(['', ' ', '.5', '5.', '-1', '+1', '1e2', '1,000', '1.2.3', 'abc', 'Infinity', '١٢'])(
    'refuses %j as not a number',
    (text) => {
      expect(parseAmount(text, 2)).toEqual({ ok: false, error: 'not_a_number' });
    },
  );

  it('refuses amounts past exact integer range instead of rounding them', () => {
    expect(parseAmount('90071992547409.92', 2)).toEqual({ ok: false, error: 'too_large' });
    expect(parseAmount('90071992547409.91', 2)).toEqual({ ok: true, minorUnits: Number.MAX_SAFE_INTEGER });
  });
});

describe('sums in minor units', () => {
  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    const sum = addMinorUnits(toMinorUnits(0.1, 2), toMinorUnits(0.2, 2));
    expect(sum).toBe(30);
    expect(minorUnitsToDecimalString(sum, 2)).toBe('0.30');
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('adds ten typed 0.1 BTC to exactly 1 BTC', () => {
    const tenth = parseAmount('0.1', 8);
    if (!tenth.ok) throw new Error('0.1 should parse');
    const total = addMinorUnits(...Array.from({ length: 10 }, () => tenth.minorUnits));
    expect(formatMinorUnits(total, 8)).toBe('1.00000000');
  });

  it('subtracts to negative amounts', () => {
    expect(subtractMinorUnits(1005, 2010)).toBe(-1005);
    expect(minorUnitsToDecimalString(subtractMinorUnits(toMinorUnits(0.3, 2), toMinorUnits(0.1, 2)), 2)).toBe('0.20');
  });

  it('adds nothing to zero', () => {
    expect(addMinorUnits()).toBe(0);
  });

  it('refuses a float passed as minor units and results past exact range', () => {
    expect(() => addMinorUnits(1, 0.5)).toThrow(RangeError);
    expect(() => addMinorUnits(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => subtractMinorUnits(Number.NaN, 1)).toThrow(RangeError);
    expect(() => formatMinorUnits(12.5, 2)).toThrow(RangeError);
  });
});

describe('toMinorUnits (server amounts)', () => {
  it.each([
    [0.30000000000000004, 2, 30],
    [10000.5, 2, 1000050],
    ['-12.345', 2, -1235],
    [1.005, 2, 101],
    [0.12345678, 8, 12345678],
    ['0.000000015', 8, 2],
    [1234, 0, 1234],
  ])('%j at %i decimals is %i', (amount, decimals, minorUnits) => {
    expect(toMinorUnits(amount, decimals)).toBe(minorUnits);
  });

  it('throws on something that is not a number', () => {
    expect(() => toMinorUnits('ten', 2)).toThrow();
  });
});

describe('minorUnitsToDecimalString', () => {
  it.each([
    [123450, 2, '1234.50'],
    [5, 2, '0.05'],
    [-5, 2, '-0.05'],
    [0, 2, '0.00'],
    [1, 8, '0.00000001'],
    [2100000000000000, 8, '21000000.00000000'],
    [42, 0, '42'],
  ])('%i at %i decimals is %j', (minorUnits, decimals, text) => {
    expect(minorUnitsToDecimalString(minorUnits, decimals)).toBe(text);
  });
});

describe('convertMinorUnits', () => {
  it.each([
    ['100.00 USD at 0.9 EUR/USD', 10000, 0.9, 2, 2, 9000],
    ['100.00 USD to BTC at 0.0000234', 10000, '0.0000234', 2, 8, 234000],
    ['0.5 BTC to USD at 43210.12', 50000000, '43210.12', 8, 2, 2160506],
    ['0.01 USD at 0.5 (0.005) rounds half up', 1, '0.5', 2, 2, 1],
    ['0.01 USD at 0.49 (0.0049) rounds down', 1, '0.49', 2, 2, 0],
    ['1 JPY to USD', 1, '0.0067', 0, 2, 1],
    ['a float rate that is not exact in binary', 1000, 0.1, 2, 2, 100],
  ])('%s', (_case, amount, rate, fromDecimals, toDecimals, expected) => {
    expect(convertMinorUnits(amount, rate, fromDecimals, toDecimals)).toBe(expected);
  });

  it('rounds negative amounts half away from zero', () => {
    expect(convertMinorUnits(-1, '0.5', 2, 2)).toBe(-1);
  });
});

describe('percentOfMinorUnits', () => {
  it.each([
    [10000, 1, 100],
    [150, 1, 2],
    [149, 1, 1],
    [12345678, '0.5', 61728],
    [100, '2.5', 3],
    [0, 1, 0],
  ])('of %i, %s%% is %i', (amount, percent, fee) => {
    expect(percentOfMinorUnits(amount, percent)).toBe(fee);
  });
});

describe('formatMinorUnits', () => {
  it.each([
    [0, 2, '0.00'],
    [5, 2, '0.05'],
    [100000, 2, '1,000.00'],
    [123456789, 2, '1,234,567.89'],
    [-123456789, 2, '-1,234,567.89'],
    [99999, 2, '999.99'],
    [-99999, 2, '-999.99'],
    [123456789, 8, '1.23456789'],
    [100000000000, 8, '1,000.00000000'],
    [1000000, 0, '1,000,000'],
  ])('%i at %i decimals shows %j', (minorUnits, decimals, shown) => {
    expect(formatMinorUnits(minorUnits, decimals)).toBe(shown);
  });
});

describe('formatDecimal', () => {
  it.each([
    [5000, undefined, '5,000'],
    ['123', undefined, '123'],
    ['0.002', undefined, '0.002'],
    ['1000.0001', undefined, '1,000.0001'],
    [1e21, undefined, '1,000,000,000,000,000,000,000'],
    [0.1, 8, '0.10000000'],
    ['2.345', 2, '2.35'],
    ['-2.345', 2, '-2.35'],
    [1234567.891, 2, '1,234,567.89'],
  ])('%j with %s decimals shows %j', (value, decimals, shown) => {
    expect(formatDecimal(value, decimals)).toBe(shown);
  });
});
