import { describe, expect, it } from 'vitest';
import {
  bruteForceDays,
  loadCommonPasswords,
  MAX_CRACKING_DAYS,
  passwordStrength,
} from '../../src/lib/password-strength';

const SECONDS_PER_DAY = 86_400;
const GUESSES_PER_SECOND = 1e9;

describe('the password hint estimate', () => {
  it('counts half the key space of the character classes used, at a billion guesses a second', () => {
    // Digits only: 10^8 combinations, half of them tried on average.
    expect(bruteForceDays('12345678')).toBeCloseTo(1e8 / 2 / GUESSES_PER_SECOND / SECONDS_PER_DAY, 12);
    // Lower and upper case letters with digits: 62 characters.
    expect(bruteForceDays('Secret12')).toBeCloseTo(62 ** 8 / 2 / GUESSES_PER_SECOND / SECONDS_PER_DAY, 6);
    // A symbol adds the 33 printable symbols.
    expect(bruteForceDays('Secret1!')).toBeCloseTo(95 ** 8 / 2 / GUESSES_PER_SECOND / SECONDS_PER_DAY, 6);
  });

  it('grows with every character and stops at a billion days', () => {
    expect(bruteForceDays('Secret123')).toBeGreaterThan(bruteForceDays('Secret12') * 60);
    expect(bruteForceDays('Abcdefghij1234567890Klmno')).toBe(MAX_CRACKING_DAYS);
  });

  it('flags a password of the common list whatever its case, and estimates any other', async () => {
    const common = await loadCommonPasswords();
    expect(common.size).toBeGreaterThan(10_000);
    expect(passwordStrength('password', common)).toEqual({ common: true });
    expect(passwordStrength('PassWord', common)).toEqual({ common: true });
    expect(passwordStrength('Qx7mZp2Lw9', common)).toEqual({ common: false, days: bruteForceDays('Qx7mZp2Lw9') });
  });

  it('fetches the list once', async () => {
    expect(await loadCommonPasswords()).toBe(await loadCommonPasswords());
  });
});
