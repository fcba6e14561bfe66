import { describe, expect, it } from 'vitest';
import type { FormValue } from '../../../src/lib/form-values';
import {
  address,
  bounds,
  decimals,
  email,
  expiryTime,
  generalText,
  integer,
  lengthBetween,
  lettersOnly,
  minLength,
  multiplier,
  notEqual,
  number,
  password,
  passwordConfirmation,
  phone,
  postcode,
  required,
  taxId,
  verificationCode,
  type Validator,
} from '../../../src/lib/validators';

/**
 * trading-core §5 "Shared validators and messages", one row per message: the rule, a value that
 * breaks it, and the message exactly as the spec writes it (with placeholders filled).
 */
const SPEC_TABLE: readonly [string, Validator<never>, FormValue, string][] = [
  ['required', required, '', 'This field is required.'],
  ['required (checkbox)', required, false, 'Please select the checkbox.'],
  ['email', email, 'ann@example', 'Invalid email address.'],
  ['password', password(), 'abcdefg1', 'Password should have lower and uppercase letters with numbers.'],
  ['password length', password(), 'aB1', 'You should enter 6-25 characters.'],
  ['password length (mt)', password('mt'), 'aBc1234', 'You should enter 8-25 characters.'],
  [
    'password confirmation',
    passwordConfirmation('Abc12345'),
    'Abc12346',
    'The two passwords that you entered do not match.',
  ],
  [
    'not equal',
    notEqual('Abc12345', 'New password', 'Current password'),
    'Abc12345',
    'New password and Current password cannot be the same.',
  ],
  ['minimum length', minLength(4), 'abc', 'Minimum of 4 characters required.'],
  ['general text', generalText, 'Hello!', 'Only letters, numbers, space, hyphen, period, and apostrophe are allowed.'],
  ['letters only', lettersOnly, 'Ann 2', 'Only letters, space, hyphen, period, and apostrophe are allowed.'],
  [
    'address',
    address,
    '1 Main St. <b>',
    "Only letters, numbers, space, and these special characters are allowed: - . ' # ; : ( ) , @ /",
  ],
  ['postcode', postcode, 'W1A 1AA!', 'Only letters, numbers, space, and hyphen are allowed.'],
  ['phone', phone, '+44 (20) 7946', 'Only numbers, hyphens, and spaces are allowed.'],
  ['tax id', taxId, '-123', 'Should start with letter or number, and may contain hyphen and underscore.'],
  ['verification code', verificationCode, 'abc1234', 'Invalid verification code.'],
  ['number', number, '12a', 'Should be a valid number.'],
  ['number (integer)', integer, '1.5', 'Should be a valid number.'],
  ['decimals', decimals(2), '1.234', 'Up to 2 decimal places are allowed.'],
  ['bounds (min equals max)', bounds({ min: 5, max: 5 }), '6', 'Should be 5'],
  ['bounds (between)', bounds({ min: 10, max: 2000 }), '2001', 'Should be between 10 and 2,000'],
  ['bounds (above min)', bounds({ min: 10 }), '9.99', 'Should be more than 10'],
  ['bounds (below max)', bounds({ max: 5000 }), '5000.01', 'Should be less than 5,000'],
  ['expiry time', expiryTime, '24:00', 'Time is in the wrong format.'],
  ['multiplier', multiplier, '1001', 'Maximum multiplier of 1000.'],
  ['length', lengthBetween(2, 30), 'A', 'You should enter 2-30 characters.'],
];

describe('every message of the shared validator table, verbatim', () => {
  it.each(SPEC_TABLE)('%s', (_rule, validator, value, message) => {
    expect((validator as Validator<FormValue>)(value)).toBe(message);
  });
});
