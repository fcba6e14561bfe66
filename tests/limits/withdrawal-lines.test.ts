import { afterEach, describe, expect, it } from 'vitest';
import type { AccountLimits } from '../../src/api/endpoints/limits';
import de from '../../src/i18n/catalogues/de';
import { LIFTED_LIMIT, withdrawalLines } from '../../src/features/limits/withdrawal-lines';
import { setLanguage } from '../../src/lib/localize';

afterEach(() => setLanguage('EN'));

const limits = (overrides: Partial<AccountLimits> = {}): AccountLimits => ({
  account_balance: 300_000,
  lifetime_limit: 10_000,
  market_specific: {},
  num_of_days: 30,
  num_of_days_limit: 10_000,
  open_positions: 60,
  payout: 50_000,
  remainder: 9_750,
  withdrawal_for_x_days_monetary: 150,
  withdrawal_since_inception_monetary: 250,
  ...overrides,
});

describe('the withdrawal limits, worded per landing company', () => {
  it('states the amounts plainly for svg', () => {
    expect(withdrawalLines(limits(), 'svg', 'USD')).toEqual([
      'Your withdrawal limit is 10,000.00 USD.',
      'You have already withdrawn 250.00 USD.',
      'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is 9,750.00 USD.',
    ]);
  });

  it('counts the Isle of Man withdrawals over the window of days', () => {
    const iom = limits({ lifetime_limit: LIFTED_LIMIT, num_of_days_limit: 3_000, remainder: 2_850 });
    expect(withdrawalLines(iom, 'iom', 'GBP')).toEqual([
      'Your 30 day withdrawal limit is currently 3,000.00 GBP (or equivalent in other currency).',
      'You have already withdrawn the equivalent of 150.00 GBP in aggregate over the last 30 days.',
      'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is 2,850.00 GBP (or equivalent in other currency).',
    ]);
  });

  it.each(['malta', 'maltainvest'])('says "the equivalent of" for %s', (company) => {
    const eu = limits({ num_of_days: 90, num_of_days_limit: 2_000, lifetime_limit: 2_000, remainder: 1_750 });
    expect(withdrawalLines(eu, company, 'EUR')).toEqual([
      'Your withdrawal limit is 2,000.00 EUR (or equivalent in other currency).',
      'You have already withdrawn the equivalent of 250.00 EUR.',
      'Therefore your current immediate maximum withdrawal (subject to your account having sufficient funds) is 1,750.00 EUR (or equivalent in other currency).',
    ]);
  });

  it.each(['svg', 'iom', 'malta'])('says only that the limits are lifted once %s authenticates', (company) => {
    const lifted = limits({ lifetime_limit: LIFTED_LIMIT, num_of_days_limit: LIFTED_LIMIT });
    expect(withdrawalLines(lifted, company, 'USD')).toEqual([
      'Your account is fully authenticated and your withdrawal limits have been lifted.',
    ]);
  });

  it("writes the amounts in the page language's number format", () => {
    setLanguage('DE', de);
    expect(withdrawalLines(limits(), 'svg', 'USD')[0]).toBe('Ihr Auszahlungslimit beträgt 10.000,00 USD.');
  });
});
