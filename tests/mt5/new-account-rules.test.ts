import { describe, expect, it } from 'vitest';
import { kindRequest, kindsOffered, mt5Leverage, needsCnmvWarning } from '../../src/features/mt5/account-types';
import {
  newAccountRules,
  passwordChangeRules,
  type NewAccountValues,
  type PasswordChangeValues,
} from '../../src/features/mt5/new-account-rules';
import { formErrors } from '../../src/lib/validators';

const details = (values: Partial<NewAccountValues>, mam = false) => {
  const all: NewAccountValues = {
    name: 'Budi Santoso',
    main_password: 'Main1234a',
    main_password_repeat: 'Main1234a',
    investor_password: 'Invest1234a',
    manager_id: 'MTR9001',
    ...values,
  };
  return formErrors(all, newAccountRules(mam)(all));
};

describe('MT5 account types', () => {
  it('have the leverage of accounts-and-money §9', () => {
    expect(mt5Leverage('volatility', 'svg')).toBe(500);
    expect(mt5Leverage('standard', 'svg')).toBe(1000);
    expect(mt5Leverage('advanced', 'svg')).toBe(100);
    expect(mt5Leverage('standard', 'maltainvest')).toBe(30);
    expect(mt5Leverage('advanced', 'maltainvest')).toBe(100);
  });

  it('are offered as real accounts by landing company, and as demo ones to everyone', () => {
    expect(kindsOffered('real', 'malta')).toEqual(['volatility']);
    expect(kindsOffered('real', 'maltainvest')).toEqual(['standard', 'advanced']);
    expect(kindsOffered('real', 'virtual')).toEqual([]);
    expect(kindsOffered('demo', 'virtual')).toEqual(['volatility', 'standard', 'advanced']);
  });

  it('are asked for as mt5_new_account names them', () => {
    expect(kindRequest('demo', 'volatility')).toEqual({ account_type: 'demo' });
    expect(kindRequest('real', 'volatility')).toEqual({ account_type: 'gaming' });
    expect(kindRequest('demo', 'advanced')).toEqual({ account_type: 'demo', mt5_account_type: 'financial_stp' });
    expect(kindRequest('real', 'standard')).toEqual({ account_type: 'financial', mt5_account_type: 'financial' });
  });

  it('warn Spain residents before a demo financial account only', () => {
    expect(needsCnmvWarning('demo', 'standard', 'es')).toBe(true);
    expect(needsCnmvWarning('demo', 'volatility', 'es')).toBe(false);
    expect(needsCnmvWarning('real', 'standard', 'es')).toBe(false);
    expect(needsCnmvWarning('demo', 'standard', 'it')).toBe(false);
  });
});

describe('a new MT5 account', () => {
  it('is named with 2-30 letters', () => {
    expect(details({ name: 'B' }).name).toBe('You should enter 2-30 characters.');
    expect(details({ name: 'B'.repeat(31) }).name).toBe('You should enter 2-30 characters.');
    expect(details({ name: 'Budi 2' }).name).toBe('Only letters, space, hyphen, period, and apostrophe are allowed.');
    expect(details({ name: 'Siti Nur’aini' }).name).toBeUndefined();
  });

  it('takes MT5 passwords: 8-25 mixed characters, repeated, the investor one unlike the main one', () => {
    expect(details({ main_password: 'Abc1234' }).main_password).toBe('You should enter 8-25 characters.');
    expect(details({ main_password: 'abcdefgh1' }).main_password).toBe(
      'Password should have lower and uppercase letters with numbers.',
    );
    expect(details({ main_password_repeat: 'Main1234b' }).main_password_repeat).toBe(
      'The two passwords that you entered do not match.',
    );
    expect(details({ investor_password: 'Main1234a' }).investor_password).toBe(
      'Main password and Investor password cannot be the same.',
    );
    expect(details({})).toEqual({});
  });

  it('names a manager of up to 15 letters or digits when it is a MAM account', () => {
    expect(details({ manager_id: '' }, true).manager_id).toBe('This field is required.');
    expect(details({ manager_id: 'M'.repeat(16) }, true).manager_id).toBe('You should enter 1-15 characters.');
    expect(details({ manager_id: 'MTR 9001' }, true).manager_id).toBe('Only letters and numbers are allowed.');
    expect(details({ manager_id: '' }).manager_id).toBeUndefined();
  });
});

describe('an MT5 password change', () => {
  it('takes a new password unlike the current one, repeated', () => {
    const values: PasswordChangeValues = {
      old_password: 'Mt5Main1234',
      new_password: 'Mt5Main1234',
      new_password_repeat: 'Other1234a',
    };
    expect(formErrors(values, passwordChangeRules(values))).toEqual({
      new_password: 'Current password and New password cannot be the same.',
      new_password_repeat: 'The two passwords that you entered do not match.',
    });
  });
});
