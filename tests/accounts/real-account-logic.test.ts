import { describe, expect, it } from 'vitest';
import type { AuthorizeResponse } from '../../schemas/generated/types';
import { currencyChoices } from '../../src/features/accounts/currency-choices';
import { realAccountRequest } from '../../src/features/accounts/real-account-request';
import { realAccountRules, type RealAccountValues } from '../../src/features/accounts/real-account-rules';
import { toRequestPayload } from '../../src/lib/form-values';
import { formErrors } from '../../src/lib/validators';

const valid: RealAccountValues = {
  salutation: 'Ms',
  first_name: 'Jane',
  last_name: "O'Brien-Smith",
  date_of_birth: '1990-04-12',
  place_of_birth: 'id',
  citizen: 'id',
  address_line_1: 'Jalan Sudirman 12, Blok #3',
  address_line_2: '',
  address_city: 'Jakarta',
  address_state: '',
  address_postcode: '',
  phone: '+62 21-555 0123',
  account_opening_reason: 'Speculative',
  tax_residence: '',
  tax_identification_number: '',
};

const errorsOf = (changes: Partial<RealAccountValues>, residence = 'id') =>
  formErrors({ ...valid, ...changes }, realAccountRules(residence));

describe('the real-account form rules (accounts-and-money §5)', () => {
  it('accepts a complete form with the optional fields left empty', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('requires the personal details, the address, the phone and the reason', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((name) => [name, ' '])) as RealAccountValues;
    expect(errorsOf(empty)).toEqual({
      salutation: 'This field is required.',
      first_name: 'This field is required.',
      last_name: 'This field is required.',
      date_of_birth: 'This field is required.',
      place_of_birth: 'This field is required.',
      citizen: 'This field is required.',
      address_line_1: 'This field is required.',
      address_city: 'This field is required.',
      phone: 'This field is required.',
      account_opening_reason: 'This field is required.',
    });
  });

  it('requires a postcode from residents of the United Kingdom only', () => {
    expect(errorsOf({}, 'gb')).toEqual({ address_postcode: 'This field is required.' });
    expect(errorsOf({ address_postcode: 'SW1A 1AA' }, 'gb')).toEqual({});
  });

  it.each<[keyof RealAccountValues, string, string]>([
    ['first_name', 'J', 'You should enter 2-30 characters.'],
    ['first_name', 'J'.repeat(31), 'You should enter 2-30 characters.'],
    ['last_name', 'Doe3', 'Only letters, space, hyphen, period, and apostrophe are allowed.'],
    ['address_line_1', 'A'.repeat(71), 'You should enter 1-70 characters.'],
    [
      'address_line_1',
      'Main street 1 $',
      "Only letters, numbers, space, and these special characters are allowed: - . ' # ; : ( ) , @ /",
    ],
    ['address_line_2', 'B'.repeat(71), 'You should enter 1-70 characters.'],
    ['address_city', 'Jakarta 10', 'Only letters, space, hyphen, period, and apostrophe are allowed.'],
    ['address_city', 'J'.repeat(36), 'You should enter 1-35 characters.'],
    ['address_state', 'S'.repeat(36), 'You should enter 1-35 characters.'],
    ['address_postcode', 'SW1A_1AA', 'Only letters, numbers, space, and hyphen are allowed.'],
    ['address_postcode', '1'.repeat(21), 'You should enter 1-20 characters.'],
    ['phone', '+62 (21) 555', 'Only numbers, hyphens, and spaces are allowed.'],
    ['phone', '+62 21-555', 'You should enter 8-35 characters.'],
    ['phone', '1'.repeat(36), 'You should enter 8-35 characters.'],
    ['tax_identification_number', '-123', 'Should start with letter or number, and may contain hyphen and underscore.'],
    ['tax_identification_number', 'A'.repeat(21), 'You should enter 1-20 characters.'],
  ])('%s "%s": %s', (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: message });
  });

  it('counts only the digits of a phone number', () => {
    expect(errorsOf({ phone: '+1 2-3 4-5 6-7 8' })).toEqual({});
    expect(errorsOf({ phone: '+1 2-3 4-5 6-7' })).toEqual({ phone: 'You should enter 8-35 characters.' });
  });
});

describe('the new_account_real request', () => {
  it('carries the trimmed fields and the residence, and leaves out empty optional fields', () => {
    const payload = toRequestPayload({ ...valid, first_name: '  Jane ', tax_residence: 'id' });
    expect(realAccountRequest(payload, 'id')).toEqual({
      salutation: 'Ms',
      first_name: 'Jane',
      last_name: "O'Brien-Smith",
      date_of_birth: '1990-04-12',
      place_of_birth: 'id',
      citizen: 'id',
      address_line_1: 'Jalan Sudirman 12, Blok #3',
      address_city: 'Jakarta',
      phone: '+62 21-555 0123',
      account_opening_reason: 'Speculative',
      tax_residence: 'id',
      residence: 'id',
    });
  });
});

type Account = AuthorizeResponse['authorize'];
type Entry = Account['account_list'][number];

const entry = (loginid: string, currency: string, landing = 'svg', isVirtual: 0 | 1 = 0): Entry => ({
  loginid,
  currency,
  is_virtual: isVirtual,
  is_disabled: 0,
  landing_company_name: landing,
  account_category: 'trading',
  account_type: 'binary',
  created_at: 0,
});

const accountWith = (...others: Entry[]): Account =>
  ({
    loginid: 'CR90000020',
    landing_company_name: 'svg',
    account_list: [entry('CR90000020', ''), entry('VRTC90000020', 'USD', 'virtual', 1), ...others],
  }) as Account;

const OFFERED = ['AUD', 'BTC', 'ETH', 'EUR', 'GBP', 'LTC', 'USD', 'UST'];
const CONFIG = { BTC: { type: 'crypto' as const }, USD: { type: 'fiat' as const } };

describe('the currencies a new account may take (accounts-and-money §4 "Currency")', () => {
  it('splits what the platform offers into fiat and crypto', () => {
    expect(currencyChoices(OFFERED, accountWith(), CONFIG)).toEqual({
      fiat: ['AUD', 'EUR', 'GBP', 'USD'],
      crypto: ['BTC', 'ETH', 'LTC', 'UST'],
    });
  });

  it('offers no fiat once the client holds a fiat account with the company, and no crypto held already', () => {
    expect(
      currencyChoices(OFFERED, accountWith(entry('CR90000010', 'EUR'), entry('CR90000011', 'BTC')), CONFIG),
    ).toEqual({ fiat: [], crypto: ['ETH', 'LTC', 'UST'] });
  });

  it("ignores the virtual account's currency and other companies' accounts", () => {
    expect(currencyChoices(OFFERED, accountWith(entry('MF90000010', 'EUR', 'maltainvest')), CONFIG).fiat).toEqual([
      'AUD',
      'EUR',
      'GBP',
      'USD',
    ]);
  });
});
