import { describe, expect, it } from 'vitest';
import type { Account, User } from '../../../simulator/domain/accounts/model';
import { immutableFields, mayChange } from '../../../simulator/domain/accounts/settings-rules';
import type { AccountStatus } from '../../../simulator/domain/accounts/statuses';
import type { LandingCompanyCode } from '../../../simulator/domain/accounts/landing-companies';

const FILLED = {
  salutation: 'Mr',
  first_name: 'Budi',
  last_name: 'Santoso',
  date_of_birth: 639878400,
  place_of_birth: 'id',
  citizen: 'id',
  tax_residence: 'id',
  tax_identification_number: '093456789012000',
  account_opening_reason: 'Speculative',
  address_line_1: 'Jl. Kemang Raya No. 12',
  phone: '+6281234567890',
};

function user(residence = 'id', settings: User['settings'] = FILLED): User {
  return { user_id: 1, email: 'a@example.com', password_hash: '', password_salt: '', residence, settings };
}

function account(landing_company: LandingCompanyCode, status: AccountStatus[] = []): Account {
  const broker = { svg: 'CR', virtual: 'VRTC', malta: 'MLT', maltainvest: 'MF', iom: 'MX' }[landing_company];
  return { loginid: `${broker}1`, user_id: 1, landing_company, created_at: 0, status, risk_classification: 'low' };
}

const virtualAccount = account('virtual');
const unauthenticated = account('svg');
const authenticated = account('svg', ['authenticated']);
const financial = account('maltainvest');

/** accounts-and-money §4 "Personal details": who may change what, field by field. */
describe('which personal details an account may change', () => {
  it.each([
    // field, virtual, unauthenticated CR, authenticated CR, MF (details already given)
    ['email_consent', true, true, true, true],
    ['first_name', false, true, false, true],
    ['last_name', false, true, false, true],
    ['salutation', false, true, false, true],
    ['date_of_birth', false, true, false, true],
    ['place_of_birth', false, true, false, false],
    ['citizen', false, true, false, false],
    ['tax_residence', false, true, false, false],
    ['tax_identification_number', false, true, false, false],
    ['account_opening_reason', false, true, false, false],
    ['address_line_1', false, true, true, true],
    ['address_city', false, true, true, true],
    ['phone', false, true, true, true],
    ['secret_answer', false, true, true, true],
    ['allow_copiers', false, true, true, true],
    ['residence', false, false, false, false],
    ['no_such_field', false, false, false, false],
  ])('%s: virtual %s, unauthenticated %s, authenticated %s, maltainvest %s', (field, ...expected) => {
    const owner = user();
    expect(
      [virtualAccount, unauthenticated, authenticated, financial].map((each) => mayChange(field, each, owner)),
    ).toEqual(expected);
  });

  it('lets a virtual account set its residence only while it has none', () => {
    expect(mayChange('residence', virtualAccount, user(''))).toBe(true);
    expect(mayChange('residence', virtualAccount, user('id'))).toBe(false);
  });

  it('lets an authenticated account give an identity detail it never gave', () => {
    const { citizen: _citizen, ...withoutCitizen } = FILLED;
    expect(mayChange('citizen', authenticated, user('id', withoutCitizen))).toBe(true);
    expect(mayChange('first_name', authenticated, user('id', withoutCitizen))).toBe(false);
  });

  it('locks maltainvest names once personal details are locked', () => {
    expect(mayChange('first_name', account('maltainvest', ['personal_details_locked']), user())).toBe(false);
  });

  it('reports the locked identity details and residence as immutable_fields', () => {
    expect(immutableFields(virtualAccount, user())).toEqual(['residence']);
    expect(immutableFields(virtualAccount, user(''))).toEqual([]);
    expect(immutableFields(unauthenticated, user())).toEqual(['residence']);
    expect(immutableFields(authenticated, user())).toEqual([
      'account_opening_reason',
      'citizen',
      'date_of_birth',
      'first_name',
      'last_name',
      'place_of_birth',
      'residence',
      'salutation',
      'tax_identification_number',
      'tax_residence',
    ]);
  });
});
