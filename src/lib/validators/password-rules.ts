import { localize, localizePlural } from '../localize';
import type { Validator } from './validator';

/** trading-core §9: 6 to 25 characters, 8 to 25 for residents of Malta. */
const PASSWORD_MAX_LENGTH = 25;
const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MIN_LENGTH_MT = 8;

/** At least one lowercase letter, one uppercase letter and one digit, and nothing but those. */
const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[a-zA-Z\d]+$/;

const ENTER_CHARACTERS = {
  one: 'You should enter [_1] character.',
  other: 'You should enter [_1] characters.',
} as const;
const MINIMUM_CHARACTERS = {
  one: 'Minimum of [_1] character required.',
  other: 'Minimum of [_1] characters required.',
} as const;

/** Length in characters as a person counts them (code points), not UTF-16 units. */
function characterCount(value: string): number {
  return Array.from(value).length;
}

/**
 * Between `min` and `max` characters; the message names the range ("6-25"), or the one length when
 * they are equal. The noun agrees with the range's end, as it stands next to it ("6-25 символов").
 * `count` says which characters count (a phone number counts its digits only).
 */
export function lengthBetween(min: number, max: number, count = characterCount): Validator {
  return (value) => {
    if (value === '') return undefined;
    const length = count(value);
    if (length >= min && length <= max) return undefined;
    return localizePlural(ENTER_CHARACTERS, max, min === max ? `${min}` : `${min}-${max}`);
  };
}

export function minLength(min: number): Validator {
  return (value) =>
    value === '' || characterCount(value) >= min ? undefined : localizePlural(MINIMUM_CHARACTERS, min, min);
}

/** The password rule: length first (8-25 when `residence` is mt, else 6-25), then the mix of characters. */
export function password(residence?: string): Validator {
  const minimum = residence === 'mt' ? PASSWORD_MIN_LENGTH_MT : PASSWORD_MIN_LENGTH;
  const length = lengthBetween(minimum, PASSWORD_MAX_LENGTH);
  return (value) => {
    if (value === '') return undefined;
    return (
      length(value) ??
      (STRONG_PASSWORD.test(value)
        ? undefined
        : localize('Password should have lower and uppercase letters with numbers.'))
    );
  };
}

/** The repeated password equals the first one. */
export function passwordConfirmation(passwordValue: string): Validator {
  return (value) =>
    value === '' || value === passwordValue ? undefined : localize('The two passwords that you entered do not match.');
}

/**
 * The value differs from `otherValue` (a new password from the current one, say). `fieldLabel` and
 * `otherLabel` fill the message as given, so pass them already localized.
 */
export function notEqual(otherValue: string, fieldLabel: string, otherLabel: string): Validator {
  return (value) =>
    value === '' || value !== otherValue
      ? undefined
      : localize('[_1] and [_2] cannot be the same.', fieldLabel, otherLabel);
}
