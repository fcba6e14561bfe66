import { describe, expect, it } from 'vitest';
import { signupRefusal } from '../../src/features/accounts/signup-errors';
import { virtualAccountRequest, type SignupOrigin } from '../../src/features/accounts/signup-request';
import { hasRealAccount, upgradeTarget } from '../../src/lib/upgrade-target';
import type { AuthorizeResponse } from '../../schemas/generated/types';

describe('a refused sign-up', () => {
  it.each([
    [{ code: 'InvalidToken', message: 'Your token has expired or is invalid.' }, { kind: 'token' }],
    [
      {
        code: 'InputValidationFailed',
        message: 'Input validation failed: verification_code',
        details: { verification_code: 'x' },
      },
      { kind: 'token' },
    ],
    [
      { code: 'duplicate email', message: 'Your provided email address is already in use.' },
      { kind: 'duplicate_email' },
    ],
    [
      { code: 'PasswordError', message: 'You cannot use your email address as your password.' },
      { kind: 'message', message: 'Password is not strong enough.' },
    ],
    [
      {
        code: 'InputValidationFailed',
        message: 'Input validation failed: client_password',
        details: { client_password: 'x' },
      },
      { kind: 'message', message: 'Input validation failed: client_password' },
    ],
    [
      { code: 'InvalidResidence', message: '' },
      { kind: 'message', message: 'Sorry, an error occurred while processing your request.' },
    ],
  ])('%o shows as %o', (error, shown) => {
    expect(signupRefusal(error)).toEqual(shown);
  });
});

describe('the new_account_virtual request', () => {
  const form = {
    verification_code: 'Ab3dE6gH',
    client_password: 'Secret12',
    repeat_password: 'Secret12',
    residence: 'id',
    email_consent: 1 as const,
  };
  const origin: SignupOrigin = { marketing: {}, dateFirstContact: undefined, device: 'desktop' };

  it('carries the form without the repeated password', () => {
    expect(virtualAccountRequest(form, origin)).toEqual({
      verification_code: 'Ab3dE6gH',
      client_password: 'Secret12',
      residence: 'id',
      email_consent: 1,
      signup_device: 'desktop',
    });
  });

  it("carries the visitor's origin, leaving out what the platform would refuse", () => {
    const request = virtualAccountRequest(form, {
      marketing: {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        gclid: 'Cj0K',
        affiliate_token: 'a%b',
      },
      dateFirstContact: '2026-11-01',
      device: 'mobile',
    });
    expect(request).toMatchObject({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      gclid_url: 'Cj0K',
      date_first_contact: '2026-11-01',
      signup_device: 'mobile',
    });
    expect(request).not.toHaveProperty('affiliate_token');
    expect(virtualAccountRequest(form, { ...origin, dateFirstContact: '1 Nov' })).not.toHaveProperty(
      'date_first_contact',
    );
  });
});

type Authorized = AuthorizeResponse['authorize'];

function virtualClient(changes: Partial<Authorized>): Authorized {
  return {
    account_list: [
      { loginid: 'VRTC90000099', is_virtual: 1, is_disabled: 0, currency: 'USD', landing_company_name: 'virtual' },
    ],
    balance: 10000,
    country: 'id',
    currency: 'USD',
    email: 'new@example.com',
    fullname: '',
    is_virtual: 1,
    landing_company_fullname: 'Virtual',
    landing_company_name: 'virtual',
    local_currencies: {},
    loginid: 'VRTC90000099',
    scopes: ['read'],
    upgradeable_landing_companies: ['svg'],
    user_id: 99,
    ...changes,
  } as Authorized;
}

describe('the upgrade offered on the welcome page', () => {
  it('is a real account with the first company of costarica (svg), iom, malta', () => {
    expect(upgradeTarget(virtualClient({}))).toEqual({ kind: 'real', company: 'svg', page: 'new_account/realws' });
    expect(upgradeTarget(virtualClient({ upgradeable_landing_companies: ['maltainvest', 'malta'] }))).toEqual({
      kind: 'real',
      company: 'malta',
      page: 'new_account/realws',
    });
  });

  it('is a financial account when maltainvest is the only company offered', () => {
    expect(upgradeTarget(virtualClient({ upgradeable_landing_companies: ['maltainvest'] }))).toEqual({
      kind: 'financial',
      company: 'maltainvest',
      page: 'new_account/maltainvestws',
    });
  });

  it('is not offered without upgradeable companies, nor to residents of py or ae', () => {
    expect(upgradeTarget(virtualClient({ upgradeable_landing_companies: [] }))).toBeUndefined();
    expect(upgradeTarget(virtualClient({ country: 'py' }))).toBeUndefined();
    expect(upgradeTarget(virtualClient({ country: 'ae' }))).toBeUndefined();
  });

  it('knows a client who also holds a real account', () => {
    expect(hasRealAccount(virtualClient({}))).toBe(false);
    const list = [
      ...virtualClient({}).account_list,
      {
        loginid: 'CR90000001',
        is_virtual: 0 as const,
        is_disabled: 0 as const,
        currency: 'USD',
        landing_company_name: 'svg',
      },
    ];
    expect(hasRealAccount(virtualClient({ account_list: list }))).toBe(true);
  });
});
