import { localize } from '../localize';
import type { Validator } from './validator';

/*
 * "Letters" are any script's letters (names are not only Latin) and "numbers" decimal digits.
 * The typographic apostrophe (’) counts as an apostrophe: phone keyboards type it in O’Brien.
 * Postcodes, phone numbers and tax ids are codes, so they stay ASCII.
 */
const EMAIL = /^[\w.+-]+@[a-zA-Z\d.-]+\.[a-zA-Z]{2,63}$/;
const GENERAL_TEXT = /^[\p{L}\p{M}\p{Nd}\s.'’-]*$/u;
const LETTERS_ONLY = /^[\p{L}\p{M}\s.'’-]*$/u;
const ADDRESS = /^[\p{L}\p{M}\p{Nd}\s.'’#;:(),@/-]*$/u;
const POSTCODE = /^[a-zA-Z\d\s-]*$/;
/** Digits with hyphens or spaces between them, an optional leading +, and a digit last. */
const PHONE = /^\+?(?:[\s-]*\d)+$/;
const TAX_ID = /^[a-zA-Z\d][\w-]*$/;
/** An API token's name, as the platform accepts it (ASCII letters and digits). */
const TOKEN_NAME = /^[a-zA-Z\d\s_]*$/;
const VERIFICATION_CODE_LENGTH = 8;
/** 24-hour HH:mm, both parts two digits: "09:05", "23:55". */
const EXPIRY_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** The characters the address rule allows besides letters, numbers and space, as its message lists them. */
const ADDRESS_SYMBOLS = "- . ' # ; : ( ) , @ /";

function patternRule(pattern: RegExp, message: () => string): Validator {
  return (value) => (value === '' || pattern.test(value) ? undefined : message());
}

export const email = patternRule(EMAIL, () => localize('Invalid email address.'));

export const generalText = patternRule(GENERAL_TEXT, () =>
  localize('Only letters, numbers, space, hyphen, period, and apostrophe are allowed.'),
);

export const lettersOnly = patternRule(LETTERS_ONLY, () =>
  localize('Only letters, space, hyphen, period, and apostrophe are allowed.'),
);

/** The spec gives no wording for this rule; the message names the symbols in the rule, as the others do. */
export const address = patternRule(ADDRESS, () =>
  localize('Only letters, numbers, space, and these special characters are allowed: [_1]', ADDRESS_SYMBOLS),
);

export const postcode = patternRule(POSTCODE, () => localize('Only letters, numbers, space, and hyphen are allowed.'));

export const phone = patternRule(PHONE, () => localize('Only numbers, hyphens, and spaces are allowed.'));

export const taxId = patternRule(TAX_ID, () =>
  localize('Should start with letter or number, and may contain hyphen and underscore.'),
);

export const tokenName = patternRule(TOKEN_NAME, () =>
  localize('Only letters, numbers, space, and underscore are allowed.'),
);

/** The e-mailed token: exactly 8 characters, whatever they are. */
export const verificationCode: Validator = (value) =>
  value === '' || Array.from(value).length === VERIFICATION_CODE_LENGTH
    ? undefined
    : localize('Invalid verification code.');

export const expiryTime = patternRule(EXPIRY_TIME, () => localize('Time is in the wrong format.'));
