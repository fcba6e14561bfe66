import { describe, expect, it } from 'vitest';
import type { TransferAccount } from '../../src/api/endpoints/account-transfer';
import {
  mayTransferBetween,
  minimumFee,
  minimumTransfer,
  transferFeePercent,
  transferView,
} from '../../src/features/accountTransfer/transfer-rules';

const account = (loginid: string, currency: string, extra: Partial<TransferAccount> = {}): TransferAccount => ({
  loginid,
  currency,
  balance: '0',
  account_type: 'binary',
  demo_account: 0,
  landing_company_short: 'svg',
  ...extra,
});

const USD = account('CR1', 'USD');
const BTC = account('CR2', 'BTC');
const ETH = account('CR3', 'ETH');
const EUR = account('CR4', 'EUR');

describe('who may transfer to whom (accounts-and-money §6)', () => {
  it('one fiat and one crypto account', () => {
    expect(mayTransferBetween(USD, BTC)).toBe(true);
    expect(mayTransferBetween(BTC, USD)).toBe(true);
    expect(mayTransferBetween(USD, EUR)).toBe(false);
    expect(mayTransferBetween(BTC, ETH)).toBe(false);
    expect(mayTransferBetween(USD, USD)).toBe(false);
  });

  it('real accounts only, not MT5', () => {
    expect(mayTransferBetween(USD, account('VRTC1', 'BTC', { demo_account: 1 }))).toBe(false);
    expect(mayTransferBetween(USD, account('MTR1', 'BTC', { account_type: 'mt5' }))).toBe(false);
  });

  it('the malta and maltainvest pair in the same currency', () => {
    const malta = account('MLT1', 'EUR', { landing_company_short: 'malta' });
    expect(mayTransferBetween(malta, account('MF1', 'EUR', { landing_company_short: 'maltainvest' }))).toBe(true);
    expect(mayTransferBetween(malta, account('MF1', 'GBP', { landing_company_short: 'maltainvest' }))).toBe(false);
  });
});

describe('the minimum, the fee', () => {
  it("is the platform's transfer minimum, else the currency's minimum withdrawal (§9)", () => {
    expect(minimumTransfer('BTC', undefined)).toBe('0.002');
    expect(minimumTransfer('UST', undefined)).toBe('0.02');
    expect(minimumTransfer('USD', undefined)).toBe('1');
    const config = { BTC: { transfer_between_accounts: { fees: {}, limits: { min: 0.003 } } } };
    expect(minimumTransfer('BTC', config as never)).toBe('0.00300000');
  });

  it('costs 1% unless advertised otherwise, at least one unit of the currency', () => {
    expect(transferFeePercent('USD', 'BTC', undefined)).toBe(1);
    const config = { USD: { transfer_between_accounts: { fees: { BTC: 2 }, limits: { min: 1 } } } };
    expect(transferFeePercent('USD', 'BTC', config as never)).toBe(2);
    expect(minimumFee('USD')).toBe('0.01');
    expect(minimumFee('BTC')).toBe('0.00000001');
  });
});

describe('what the page shows (§4)', () => {
  const base = { loginid: 'CR1', minimum: '1', accounts: [USD, BTC, EUR], remainder: 10_000 };

  it('a message for no balance, less than the minimum, no other account, a remainder below the minimum', () => {
    expect(transferView({ ...base, balance: 0 }).kind).toBe('no_balance');
    expect(transferView({ ...base, balance: 0.99 }).kind).toBe('below_minimum');
    expect(transferView({ ...base, balance: 100, accounts: [USD, EUR] }).kind).toBe('no_account');
    expect(transferView({ ...base, balance: 100, remainder: 0.5 }).kind).toBe('limit_reached');
  });

  it('otherwise the form, to the allowed accounts, up to the lesser of balance and remainder', () => {
    expect(transferView({ ...base, balance: 100 })).toEqual({ kind: 'form', from: USD, targets: [BTC], max: '100' });
    expect(transferView({ ...base, balance: 100, remainder: 40 })).toMatchObject({ max: '40' });
  });
});
