import { describe, expect, it } from 'vitest';
import type { WebsiteStatusResponse } from '../../schemas/generated/types';
import { currencyDecimals, isCryptoCurrency, type CurrenciesConfig } from '../../src/lib/currency';

const CONFIG: CurrenciesConfig = {
  USD: { fractional_digits: 2, type: 'fiat' },
  JPY: { fractional_digits: 0, type: 'fiat' },
  BTC: { fractional_digits: 8, type: 'crypto' },
  UST: { fractional_digits: 6, type: 'crypto' },
  XYZ: { type: 'crypto' },
  BAD: { fractional_digits: 1.5, type: 'fiat' },
};

describe('currencyDecimals', () => {
  it.each([
    ['USD', undefined, 2],
    ['EUR', undefined, 2],
    ['BTC', undefined, 8],
    ['ETH', undefined, 8],
    ['UST', undefined, 8],
    ['ltc', undefined, 8],
    ['JPY', CONFIG, 0],
    ['UST', CONFIG, 6],
    ['XYZ', CONFIG, 8],
    ['BAD', CONFIG, 2],
    ['GBP', CONFIG, 2],
  ])('%s with %s config has %i decimals', (currency, config, expected) => {
    expect(currencyDecimals(currency, config)).toBe(expected);
  });
});

describe('isCryptoCurrency', () => {
  it('trusts website_status over the built-in list', () => {
    expect(isCryptoCurrency('BTC')).toBe(true);
    expect(isCryptoCurrency('USD')).toBe(false);
    expect(isCryptoCurrency('BTC', { BTC: { type: 'fiat' } })).toBe(false);
    expect(isCryptoCurrency('NEW', { NEW: { type: 'crypto' } })).toBe(true);
  });
});

describe('website_status currencies_config', () => {
  it('is taken as the server sends it', () => {
    const fromServer: WebsiteStatusResponse['website_status']['currencies_config'] = {
      ETH: {
        fractional_digits: 6,
        is_deposit_suspended: 0,
        is_suspended: 0,
        is_withdrawal_suspended: 0,
        stake_default: 0.01,
        transfer_between_accounts: { fees: { USD: 1 }, limits: { min: 0.001 } },
        type: 'crypto',
      },
    };
    expect(currencyDecimals('ETH', fromServer)).toBe(6);
  });
});
