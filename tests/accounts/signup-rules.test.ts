import { describe, expect, it } from 'vitest';
import {
  signupEmailRules,
  virtualAccountRules,
  type VirtualAccountValues,
} from '../../src/features/accounts/signup-rules';
import { formErrors } from '../../src/lib/validators';

const valid: VirtualAccountValues = {
  verification_code: 'Ab3dE6gH',
  client_password: 'Secret12',
  repeat_password: 'Secret12',
  residence: 'id',
  email_consent: false,
};

/** The errors the virtual form shows for these values, as the form computes them. */
const errorsOf = (changes: Partial<VirtualAccountValues>) => {
  const values = { ...valid, ...changes };
  return formErrors(values, virtualAccountRules(values), ['client_password', 'repeat_password']);
};

/** A strong password of `length` characters: lower and upper case letters with digits. */
const passwordOf = (length: number) => `aB3${'x'.repeat(length - 3)}`;

describe('the virtual sign-up form', () => {
  it('accepts a complete form', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('requires every field but the e-mail consent', () => {
    expect(errorsOf({ verification_code: '', client_password: '', repeat_password: '', residence: '  ' })).toEqual({
      verification_code: 'This field is required.',
      client_password: 'This field is required.',
      repeat_password: 'This field is required.',
      residence: 'This field is required.',
    });
  });

  it.each([
    [5, 'id', 'You should enter 6-25 characters.'],
    [6, 'id', undefined],
    [25, 'id', undefined],
    [26, 'id', 'You should enter 6-25 characters.'],
    [7, 'mt', 'You should enter 8-25 characters.'],
    [8, 'mt', undefined],
    [26, 'mt', 'You should enter 8-25 characters.'],
  ])('a password of %i characters for a resident of %s: %s', (length, residence, message) => {
    const password = passwordOf(length);
    expect(errorsOf({ client_password: password, repeat_password: password, residence }).client_password).toBe(message);
  });

  it('wants lower and upper case letters with numbers, and nothing else', () => {
    const message = 'Password should have lower and uppercase letters with numbers.';
    for (const password of ['secret12', 'SECRET12', 'SecretAb', 'Secret 12', 'Secret-12']) {
      expect(errorsOf({ client_password: password, repeat_password: password }).client_password, password).toBe(
        message,
      );
    }
  });

  it('keeps spaces of a password: they are not trimmed away', () => {
    expect(errorsOf({ client_password: ' Secret12', repeat_password: ' Secret12' }).client_password).toBe(
      'Password should have lower and uppercase letters with numbers.',
    );
  });

  it('wants the password repeated exactly', () => {
    expect(errorsOf({ repeat_password: 'Secret13' }).repeat_password).toBe(
      'The two passwords that you entered do not match.',
    );
  });

  it.each([
    ['Ab3dE6g', 'Invalid verification code.'],
    ['Ab3dE6gH', undefined],
    ['Ab3dE6gHi', 'Invalid verification code.'],
  ])('a verification code %s: %s', (code, message) => {
    expect(errorsOf({ verification_code: code }).verification_code).toBe(message);
  });
});

describe('the sign-up e-mail form', () => {
  const errorOf = (email: string, clientsCountry?: string) =>
    formErrors({ email }, signupEmailRules(clientsCountry)).email;

  it('requires a valid address', () => {
    expect(errorOf('')).toBe('This field is required.');
    expect(errorOf('someone@')).toBe('Invalid email address.');
    expect(errorOf(' someone@example.com ')).toBeUndefined();
  });

  it("refuses visitors from Malaysia unless the address is at the company's domain", () => {
    expect(errorOf('someone@example.com', 'my')).toBe('Sorry, account signup is not available in your country.');
    expect(errorOf('someone@Strike.com', 'my')).toBeUndefined();
    expect(errorOf('someone@example.com', 'id')).toBeUndefined();
    expect(errorOf('someone@example.com', undefined)).toBeUndefined();
  });
});
