import { describe, expect, it } from 'vitest';
import {
  lostPasswordRules,
  RESET_PASSWORD_FIELDS,
  resetPasswordRules,
  type ResetPasswordValues,
} from '../../src/features/accounts/password-recovery-rules';
import { resetPasswordRefusal } from '../../src/features/accounts/reset-password-errors';
import { resetPasswordRequest } from '../../src/features/accounts/reset-password-request';
import { destinationAfterLogin } from '../../src/features/session/login-callback';
import { birthDateRange } from '../../src/lib/birth-date';
import { toRequestPayload } from '../../src/lib/form-values';
import { formErrors } from '../../src/lib/validators';

const valid: ResetPasswordValues = {
  has_real_account: false,
  date_of_birth: '',
  new_password: 'Secret12',
  repeat_password: 'Secret12',
};

const errorsOf = (changes: Partial<ResetPasswordValues>) => {
  const values = { ...valid, ...changes };
  return formErrors(values, resetPasswordRules(values), RESET_PASSWORD_FIELDS);
};

describe('the lost-password form', () => {
  it.each([
    ['', 'This field is required.'],
    ['someone@', 'Invalid email address.'],
    [' someone@example.com ', undefined],
  ])('an e-mail address of %j: %s', (email, message) => {
    expect(formErrors({ email }, lostPasswordRules).email).toBe(message);
  });
});

describe('the reset form', () => {
  it('accepts a new password typed twice, without a date of birth from a client without a real account', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('asks a holder of a real-money account for the date of birth', () => {
    expect(errorsOf({ has_real_account: true })).toEqual({ date_of_birth: 'This field is required.' });
    expect(errorsOf({ has_real_account: true, date_of_birth: '1990-04-12' })).toEqual({});
  });

  it.each([
    ['', 'This field is required.'],
    ['aB3xx', 'You should enter 6-25 characters.'],
    ['aB3xxx', undefined],
    [`aB3${'x'.repeat(22)}`, undefined],
    [`aB3${'x'.repeat(23)}`, 'You should enter 6-25 characters.'],
    ['secret12', 'Password should have lower and uppercase letters with numbers.'],
  ])('a new password %j: %s', (password, message) => {
    expect(errorsOf({ new_password: password, repeat_password: password }).new_password).toBe(message);
  });

  it('needs the repeat to equal the new password, spaces included', () => {
    expect(errorsOf({ repeat_password: 'Secret13' }).repeat_password).toBe(
      'The two passwords that you entered do not match.',
    );
    expect(errorsOf({ repeat_password: 'Secret12 ' }).repeat_password).toBe(
      'The two passwords that you entered do not match.',
    );
  });
});

describe('the reset request', () => {
  const request = (values: ResetPasswordValues) =>
    resetPasswordRequest(toRequestPayload(values, RESET_PASSWORD_FIELDS), 'Ab3dE6gH');

  it('carries the code and the new password, not the repeat', () => {
    expect(request(valid)).toEqual({ verification_code: 'Ab3dE6gH', new_password: 'Secret12' });
  });

  it('carries the date of birth only when the client has a real-money account', () => {
    expect(request({ ...valid, date_of_birth: '1990-04-12' })).not.toHaveProperty('date_of_birth');
    expect(request({ ...valid, has_real_account: true, date_of_birth: ' 1990-04-12 ' })).toEqual({
      verification_code: 'Ab3dE6gH',
      new_password: 'Secret12',
      date_of_birth: '1990-04-12',
    });
  });
});

describe('a refused reset (accounts-and-money §8 "Reset password")', () => {
  it('shows the server message alone for an account opened through a social network', () => {
    expect(resetPasswordRefusal({ code: 'SocialBased', message: 'Sorry, your account has no password.' })).toEqual({
      message: 'Sorry, your account has no password.',
      restart: false,
    });
  });

  it('says an input held an invalid character, and asks to restart, for invalid input', () => {
    expect(
      resetPasswordRefusal({ code: 'InputValidationFailed', message: 'Input validation failed: new_password' }),
    ).toEqual({ message: 'There was some invalid character in an input field.', restart: true });
  });

  it('shows the server message and asks to restart for any other refusal', () => {
    expect(resetPasswordRefusal({ code: 'InvalidToken', message: 'Your token has expired or is invalid.' })).toEqual({
      message: 'Your token has expired or is invalid.',
      restart: true,
    });
  });
});

describe('the date-of-birth picker', () => {
  it('offers the days from 100 years ago to 18 years ago (UTC)', () => {
    expect(birthDateRange(Date.parse('2026-11-23T23:30:00Z'))).toEqual({ min: '1926-11-23', max: '2008-11-23' });
  });
});

describe('after logging in', () => {
  it.each(['/en/user/lost_passwordws.html', '/en/user/reset_passwordws.html#token=Ab3dE6gH'])(
    'a client who started from %s goes to the default page',
    (stored) => {
      expect(destinationAfterLogin(stored, 'de', 'trading.html')).toBe('/de/trading.html');
    },
  );
});
