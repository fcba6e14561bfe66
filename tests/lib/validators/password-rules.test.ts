import { describe, expect, it } from 'vitest';
import { lengthBetween, minLength, notEqual, password, passwordConfirmation } from '../../../src/lib/validators';

const STRONG = 'Passw0rd';
const WEAK = 'Password should have lower and uppercase letters with numbers.';

describe('password', () => {
  it.each([
    ['Abc123', undefined, undefined],
    ['aB3456', 'mt', 'You should enter 8-25 characters.'],
    ['aB345678', 'mt', undefined],
    ['Abc12', undefined, 'You should enter 6-25 characters.'],
    [`Ab1${'x'.repeat(22)}`, undefined, undefined],
    [`Ab1${'x'.repeat(23)}`, undefined, 'You should enter 6-25 characters.'],
    [`Ab1${'x'.repeat(23)}`, 'mt', 'You should enter 8-25 characters.'],
    ['abcdef1', 'gb', WEAK],
    ['ABCDEF1', undefined, WEAK],
    ['Abcdefg', undefined, WEAK],
    ['Abc 123', undefined, WEAK],
    ['Abc123!', undefined, WEAK],
    ['Äbc123x', undefined, WEAK],
    ['', undefined, undefined],
  ])('%j (residence %s) -> %j', (value, residence, message) => {
    expect(password(residence)(value)).toBe(message);
  });

  it('checks the length before the mix of characters', () => {
    expect(password()('abc')).toBe('You should enter 6-25 characters.');
  });
});

describe('lengthBetween and minLength', () => {
  it('names one length when the range is a single value', () => {
    expect(lengthBetween(8, 8)('abc')).toBe('You should enter 8 characters.');
    expect(lengthBetween(8, 8)('abcdefgh')).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(lengthBetween(2, 2)('😀😀')).toBeUndefined();
    expect(minLength(3)('😀😀')).toBe('Minimum of 3 characters required.');
  });

  it.each([
    ['abcd', undefined],
    ['abcde', undefined],
    ['abc', 'Minimum of 4 characters required.'],
    ['', undefined],
  ])('minLength(4) on %j -> %j', (value, message) => {
    expect(minLength(4)(value)).toBe(message);
  });
});

describe('passwordConfirmation and notEqual', () => {
  it('accepts the same password and refuses any difference, case included', () => {
    expect(passwordConfirmation(STRONG)(STRONG)).toBeUndefined();
    expect(passwordConfirmation(STRONG)('passw0rd')).toBe('The two passwords that you entered do not match.');
    expect(passwordConfirmation(STRONG)(`${STRONG} `)).toBe('The two passwords that you entered do not match.');
  });

  it('fills the two labels in order', () => {
    const rule = notEqual(STRONG, 'Investor password', 'Main password');
    expect(rule(STRONG)).toBe('Investor password and Main password cannot be the same.');
    expect(rule('Other1pass')).toBeUndefined();
  });
});
