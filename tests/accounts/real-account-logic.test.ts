import { describe, expect, it } from 'vitest';
import type { AuthorizeResponse } from '../../schemas/generated/types';
import { currencyChoices } from '../../src/features/accounts/currency-choices';
import { financialAccountRequest, realAccountRequest } from '../../src/features/accounts/real-account-request';
import {
  financialAccountRules,
  realAccountRules,
  type FinancialAccountValues,
  type OpeningTerms,
  type RealAccountValues,
} from '../../src/features/accounts/real-account-rules';
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
  secret_question: '',
  secret_answer: '',
  tnc: true,
  not_pep: true,
};

/** An Indonesian resident opening an svg account on 15 January 2030. */
const TERMS: OpeningTerms = {
  residence: 'id',
  company: 'svg',
  asksSecretQuestion: false,
  nowMs: Date.UTC(2030, 0, 15, 12),
};

const errorsOf = (changes: Partial<RealAccountValues>, residence = 'id', terms: Partial<OpeningTerms> = {}) =>
  formErrors({ ...valid, ...changes }, realAccountRules({ ...TERMS, residence, ...terms }));

describe('the real-account form rules (accounts-and-money §5)', () => {
  it('accepts a complete form with the optional fields left empty', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('requires the personal details, the address, the phone and the reason', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((name) => [name, ' '])) as unknown as RealAccountValues;
    expect(errorsOf({ ...empty, tnc: true, not_pep: true })).toEqual({
      salutation: 'This field is required.',
      first_name: 'This field is required.',
      last_name: 'This field is required.',
      date_of_birth: 'This field is required.',
      place_of_birth: 'This field is required.',
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

describe('the rules §5 adds by company and kind of account', () => {
  it('asks for the terms and the not-PEP confirmation in the spec words', () => {
    expect(errorsOf({ tnc: false, not_pep: false })).toEqual({
      tnc: 'Please accept the terms and conditions.',
      not_pep: 'Please confirm that you are not a politically exposed person.',
    });
  });

  it('asks for the secret question and a 4-50 character answer where the company asks for them', () => {
    const secret = { asksSecretQuestion: true };
    expect(errorsOf({}, 'id', secret)).toEqual({
      secret_question: 'This field is required.',
      secret_answer: 'This field is required.',
    });
    const question = { secret_question: 'Favourite dish' };
    expect(errorsOf({ ...question, secret_answer: 'abc' }, 'id', secret)).toEqual({
      secret_answer: 'You should enter 4-50 characters.',
    });
    expect(errorsOf({ ...question, secret_answer: 'a'.repeat(51) }, 'id', secret)).toEqual({
      secret_answer: 'You should enter 4-50 characters.',
    });
    expect(errorsOf({ ...question, secret_answer: 'abcd' }, 'id', secret)).toEqual({});
    expect(errorsOf({ ...question, secret_answer: 'a'.repeat(50) }, 'id', secret)).toEqual({});
  });

  it('requires the citizenship on the real form for malta and iom only', () => {
    expect(errorsOf({ citizen: '' })).toEqual({});
    expect(errorsOf({ citizen: '' }, 'de', { company: 'malta' })).toEqual({ citizen: 'This field is required.' });
    expect(errorsOf({ citizen: '', address_postcode: 'SW1A 1AA' }, 'gb', { company: 'iom' })).toEqual({
      citizen: 'This field is required.',
    });
  });

  it('says a client under 18 is too young at the date of birth, and lets an 18-year-old through', () => {
    expect(errorsOf({ date_of_birth: '2012-01-16' })).toEqual({
      date_of_birth: 'Sorry, you are too young to open an account.',
    });
    expect(errorsOf({ date_of_birth: '2012-01-15' })).toEqual({});
  });
});

const FINANCIAL: FinancialAccountValues = {
  ...valid,
  citizen: 'de',
  tax_residence: 'de',
  tax_identification_number: 'DE123',
  income_source: 'Salaried Employee',
  employment_status: 'Employed',
  employment_industry: 'Finance',
  occupation: 'Managers',
  source_of_wealth: 'Investments',
  education_level: 'Tertiary',
  net_income: 'Over $500,000',
  estimated_worth: 'Over $1,000,000',
  account_turnover: 'Over $500,000',
  professional: false,
  confirmation: true,
};
const financialErrors = (changes: Partial<FinancialAccountValues>) =>
  formErrors(
    { ...FINANCIAL, ...changes },
    financialAccountRules({ ...TERMS, residence: 'de', company: 'maltainvest' }),
  );

describe('the financial account form rules (accounts-and-money §5)', () => {
  it('accepts a complete form', () => {
    expect(financialErrors({})).toEqual({});
  });

  it('requires the citizenship, the tax residence and number, every answer and the confirmation', () => {
    expect(
      financialErrors({
        citizen: '',
        tax_residence: '',
        tax_identification_number: '',
        occupation: '',
        confirmation: false,
      }),
    ).toEqual({
      citizen: 'This field is required.',
      tax_residence: 'This field is required.',
      tax_identification_number: 'This field is required.',
      occupation: 'This field is required.',
      confirmation: 'Please confirm that all the information above is true and complete.',
    });
  });

  it('sends the client type and the financial answers, not the confirmation', () => {
    const request = financialAccountRequest(toRequestPayload({ ...FINANCIAL, professional: true }), 'de');
    expect(request).toMatchObject({ client_type: 'professional', occupation: 'Managers', residence: 'de' });
    expect(request).not.toHaveProperty('confirmation');
    expect(request).not.toHaveProperty('professional');
    expect(financialAccountRequest(toRequestPayload(FINANCIAL), 'de').client_type).toBe('retail');
  });
});

describe('the new_account_real request', () => {
  it('carries the trimmed fields and the residence, and leaves out empty optional fields', () => {
    const payload = toRequestPayload({ ...valid, first_name: '  Jane ', tax_residence: 'id' });
    expect(realAccountRequest(payload, 'id')).toEqual({
      tnc_acceptance: 1,
      non_pep_declaration: 1,
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
