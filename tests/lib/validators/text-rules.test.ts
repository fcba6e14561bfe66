import { describe, expect, it } from 'vitest';
import {
  address,
  email,
  expiryTime,
  generalText,
  lettersOnly,
  phone,
  postcode,
  taxId,
  verificationCode,
  type Validator,
} from '../../../src/lib/validators';

/** Each rule with values it must accept and values it must refuse; the empty value is always accepted. */
const CASES: readonly [string, Validator, readonly string[], readonly string[]][] = [
  [
    'email',
    email,
    ['ann@example.com', 'a.b+tag_1@mail.co.uk', 'x-y@sub-domain.example.museum'],
    ['ann', 'ann@', '@example.com', 'ann@example', 'ann@example.c', 'ann example@x.com', 'ann@exa_mple.com'],
  ],
  [
    'general text',
    generalText,
    ["O'Brien-Smith Jr. 3rd", 'Zoë Ångström', 'Иван Петров', 'O’Neil', '北京'],
    ['a_b', 'a,b', 'x@y', 'a/b', '<script>', 'a;b', 'a&b'],
  ],
  ['letters only', lettersOnly, ["Mary-Jane O'Neil", 'Jr.', 'José', 'Müller'], ['R2D2', 'a_b', 'a,b', 'Ann!']],
  [
    'address',
    address,
    ["Flat 2, 10 Baker St. #3; Unit (B): c/o Ann's @ Home - London", 'Straße 5', '12/3'],
    ['a<b', 'a>b', 'a!b', 'a$b', 'a%b', 'a&b', 'a*b', 'a_b', 'a=b', 'a+b', 'a[b', 'a{b', 'a|b', 'a"b', 'a?b', 'a~b'],
  ],
  ['postcode', postcode, ['W1A 1AA', '10115', '1234-567'], ['W1A_1AA', 'SW1.1', '12#', 'ÄÖ1']],
  [
    'phone',
    phone,
    ['+44 20 7946 0958', '020-7946-0958', '12345678', '+1'],
    ['+', '++44', '44+', '(020) 7946', '020 7946 x1', '020-', '020 ', '0.20', 'phone'],
  ],
  ['tax id', taxId, ['A123-45_6', '9', 'ab_cd-ef'], ['_123', '-123', 'AB 123', 'AB.123', 'AB/123']],
  ['verification code', verificationCode, ['abcdEF12', '12345678'], ['abc', 'abcdefghi', '1234567']],
  [
    'expiry time',
    expiryTime,
    ['00:00', '09:05', '12:30', '23:59'],
    ['24:00', '9:05', '12:60', '12:5', '1230', '12:30:00'],
  ],
];

describe.each(CASES)('%s', (_rule, validator, accepted, refused) => {
  it.each(['', ...accepted])('accepts %j', (value) => {
    expect(validator(value)).toBeUndefined();
  });

  it.each(refused)('refuses %j', (value) => {
    expect(validator(value)).toEqual(expect.any(String));
  });
});
