import { describe, expect, it } from 'vitest';
import type { Mt5Login, UsdRates } from '../../src/api/endpoints/mt5';
import { demoTopUpAllowed, groupAccounts } from '../../src/features/mt5/account-groups';
import { mt5Offered } from '../../src/features/mt5/mt5-availability';
import {
  depositLimits,
  depositRules,
  withdrawalLimits,
  withdrawalRules,
  type DepositValues,
  type WithdrawalValues,
} from '../../src/features/mt5/transfer-rules';
import { formErrors } from '../../src/lib/validators';

const RATES: UsdRates = {
  base_currency: 'USD',
  date: 1_700_000_000,
  rates: { EUR: 0.9, BTC: 0.00001, GBP: { spot_rate: 0.8 } },
};
/** What get_limits reports for a limit authentication has lifted. */
const NO_WITHDRAWAL_LIMIT = 99_999_999;
const INSUFFICIENT = 'You have insufficient funds in your Binary account, please add funds.';

const depositError = (amount: string, currency = 'USD', balance = 250) =>
  formErrors<DepositValues>({ amount }, depositRules(depositLimits(RATES, currency, NO_WITHDRAWAL_LIMIT)!, balance))
    .amount;
const withdrawalErrors = (values: WithdrawalValues, currency = 'USD') =>
  formErrors(values, withdrawalRules(withdrawalLimits(RATES, currency)!), ['main_password']);

describe('MT5 transfer limits', () => {
  it('are 1 to 20000 USD converted into the currency sent, at its decimals', () => {
    expect(depositLimits(RATES, 'USD', NO_WITHDRAWAL_LIMIT)).toEqual({ min: '1.00', max: '20000.00', decimals: 2 });
    expect(depositLimits(RATES, 'EUR', NO_WITHDRAWAL_LIMIT)).toEqual({ min: '0.90', max: '18000.00', decimals: 2 });
    expect(depositLimits(RATES, 'GBP', NO_WITHDRAWAL_LIMIT)).toEqual({ min: '0.80', max: '16000.00', decimals: 2 });
    expect(depositLimits(RATES, 'BTC', NO_WITHDRAWAL_LIMIT)).toEqual({
      min: '0.00001000',
      max: '0.20000000',
      decimals: 8,
    });
  });

  it('take 2 decimals for a withdrawal whatever the currency', () => {
    expect(withdrawalLimits(RATES, 'BTC')).toEqual({ min: '0.00', max: '0.20', decimals: 2 });
  });

  it("keep a deposit within what the trading account may still withdraw, at the currency's decimals", () => {
    expect(depositLimits(RATES, 'USD', 150.456)).toEqual({ min: '1.00', max: '150.45', decimals: 2 });
    expect(depositLimits(RATES, 'EUR', 20_000)).toEqual({ min: '0.90', max: '18000.00', decimals: 2 });
    expect(depositLimits(RATES, 'BTC', 0.05)).toEqual({ min: '0.00001000', max: '0.05000000', decimals: 8 });
  });

  it('are unknown while the rates lack the currency', () => {
    expect(depositLimits(RATES, 'ETH', NO_WITHDRAWAL_LIMIT)).toBeUndefined();
  });
});

describe('MT5 deposit amount', () => {
  it('is required and a number', () => {
    expect(depositError('')).toBe('This field is required.');
    expect(depositError('12a')).toBe('Should be a valid number.');
    expect(depositError('-5')).toBe('Should be a valid number.');
  });

  it("has at most the currency's decimals", () => {
    expect(depositError('10.123')).toBe('Up to 2 decimal places are allowed.');
    expect(depositError('10.12')).toBeUndefined();
    expect(depositError('0.123456789', 'BTC', 1)).toBe('Up to 8 decimal places are allowed.');
  });

  it('lies between the converted limits', () => {
    expect(depositError('0.99')).toBe('Should be between 1.00 and 20,000.00');
    expect(depositError('20000.01', 'USD', 50_000)).toBe('Should be between 1.00 and 20,000.00');
    expect(depositError('20000', 'USD', 50_000)).toBeUndefined();
    expect(depositError('18000.01', 'EUR', 50_000)).toBe('Should be between 0.90 and 18,000.00');
  });

  it('is not above the trading balance', () => {
    expect(depositError('250')).toBeUndefined();
    expect(depositError('250.01')).toBe(INSUFFICIENT);
  });
});

describe('MT5 withdrawal', () => {
  it('takes an amount with 2 decimals within the limits, and the main password', () => {
    expect(withdrawalErrors({ amount: '', main_password: '' })).toEqual({
      amount: 'This field is required.',
      main_password: 'This field is required.',
    });
    expect(withdrawalErrors({ amount: '5.001', main_password: 'x' }).amount).toBe(
      'Up to 2 decimal places are allowed.',
    );
    expect(withdrawalErrors({ amount: '20001', main_password: 'x' }).amount).toBe(
      'Should be between 1.00 and 20,000.00',
    );
    expect(withdrawalErrors({ amount: '300.50', main_password: ' x ' })).toEqual({});
  });
});

const login = (fields: Partial<Mt5Login>): Mt5Login => ({ manager_id: '', ...fields });

describe('MT5 account groups', () => {
  it('put demo accounts in Demo, managed real ones in MAM and the rest in Real-Money', () => {
    const demo = login({ login: 'MTD1', account_type: 'demo' });
    const mam = login({ login: 'MTR2', account_type: 'real', manager_id: 'MTR9' });
    const real = login({ login: 'MTR3', account_type: 'real' });
    expect(groupAccounts([real, demo, mam])).toEqual({ demo: [demo], mam: [mam], real: [real] });
  });

  it('allow a demo top-up at a balance of 1,000 or less only', () => {
    expect(demoTopUpAllowed(login({ account_type: 'demo', balance: 1000 }))).toBe(true);
    expect(demoTopUpAllowed(login({ account_type: 'demo', balance: 1000.01 }))).toBe(false);
    expect(demoTopUpAllowed(login({ account_type: 'real', balance: 10 }))).toBe(false);
  });
});

describe('MT5 availability', () => {
  it('is refused to iom clients and residents of barred countries', () => {
    expect(mt5Offered('svg', 'id')).toBe(true);
    expect(mt5Offered('iom', 'gb')).toBe(false);
    expect(mt5Offered('maltainvest', 'fr')).toBe(false);
  });
});
