import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../src/lib/localize';
import {
  bounds,
  decimals,
  email,
  firstError,
  formErrors,
  number,
  password,
  passwordConfirmation,
  required,
} from '../../../src/lib/validators';

afterEach(() => setLanguage('EN'));

describe('required', () => {
  it.each([
    ['', 'This field is required.'],
    ['   ', 'This field is required.'],
    [[], 'This field is required.'],
    [false, 'Please select the checkbox.'],
    ['x', undefined],
    [['gb'], undefined],
    [true, undefined],
  ] as const)('%j -> %j', (value, message) => {
    expect(required(value)).toBe(message);
  });
});

describe('firstError', () => {
  const amount = [required, number, decimals(2), bounds({ min: 10, max: 2000 })];

  it.each([
    ['', 'This field is required.'],
    ['1x', 'Should be a valid number.'],
    ['1.234', 'Up to 2 decimal places are allowed.'],
    ['5000.123', 'Up to 2 decimal places are allowed.'],
    ['5000', 'Should be between 10 and 2,000'],
    ['15.50', undefined],
  ])('an amount of %j shows %j only', (value, message) => {
    expect(firstError(value, amount)).toBe(message);
  });

  it('returns nothing without rules', () => {
    expect(firstError('anything', [])).toBeUndefined();
  });
});

describe('formErrors', () => {
  const rules = {
    email: [required, email],
    new_password: [required, password()],
    repeat_password: [required, passwordConfirmation('Abc123')],
    tnc: [required],
  };

  it('gives each field its first error, validating trimmed text but untrimmed passwords', () => {
    const errors = formErrors(
      { email: '  ann@example.com  ', new_password: ' Abc123', repeat_password: '', tnc: false, note: '!' },
      rules,
      ['new_password', 'repeat_password'],
    );
    expect(errors).toEqual({
      new_password: 'Password should have lower and uppercase letters with numbers.',
      repeat_password: 'This field is required.',
      tnc: 'Please select the checkbox.',
    });
  });

  it('is empty for a valid form', () => {
    expect(
      formErrors({ email: 'ann@example.com', new_password: 'Abc123', repeat_password: 'Abc123', tnc: true }, rules, [
        'new_password',
        'repeat_password',
      ]),
    ).toEqual({});
  });

  it('localizes when the language changes after the rules were built', () => {
    setLanguage('ACH');
    expect(formErrors({ email: '' }, { email: [required] })).toEqual({ email: '[This field is required.]' });
  });
});
