import { describe, expect, it } from 'vitest';
import type { AuthorizeResponse } from '../../schemas/generated/types';
import type { Settings } from '../../src/api/endpoints/notices';
import { accountRows, multiAccountAllowed } from '../../src/features/accounts/account-rows';
import { newAccountCurrencies } from '../../src/features/accounts/currency-choices';
import { marketNames } from '../../src/features/accounts/market-names';
import { multiAccountRequest } from '../../src/features/accounts/multi-account-request';

type Account = AuthorizeResponse['authorize'];
type Entry = Account['account_list'][number];

const NOW = Date.UTC(2030, 0, 15) / 1000;
const entry = (loginid: string, changes: Partial<Entry> = {}): Entry => ({
  loginid,
  currency: 'USD',
  is_virtual: 0,
  is_disabled: 0,
  landing_company_name: 'svg',
  ...changes,
});

describe('the accounts table (accounts-and-money §2 "Accounts page")', () => {
  it('lists the active accounts first, then the disabled and excluded ones in their order', () => {
    const rows = accountRows(
      [
        entry('CR1', { is_disabled: 1 }),
        entry('CR2'),
        entry('CR3', { excluded_until: NOW + 86_400 * 30 }),
        entry('VRTC1', { is_virtual: 1, landing_company_name: 'virtual' }),
        entry('CR4', { excluded_until: NOW - 1 }),
      ],
      NOW,
    );
    expect(rows.map((row) => [row.loginid, row.state])).toEqual([
      ['CR2', 'active'],
      ['VRTC1', 'active'],
      ['CR4', 'active'],
      ['CR1', 'disabled'],
      ['CR3', 'excluded'],
    ]);
    expect(rows[4]?.excludedUntil).toBe('2030-02-14');
  });

  it('names the markets of §9 and leaves out unknown ones', () => {
    expect(marketNames(['forex', 'synthetic_index', 'commodities', 'indices', 'stocks', 'unknown'])).toBe(
      'Forex, Volatility Indices, Commodities, Indices, Stocks',
    );
  });
});

const client = (changes: Partial<Account>): Account =>
  ({
    loginid: 'CR1',
    landing_company_name: 'svg',
    is_virtual: 0,
    upgradeable_landing_companies: ['svg'],
    account_list: [
      entry('CR1'),
      entry('CR2', { currency: 'BTC' }),
      entry('MLT1', { landing_company_name: 'malta', currency: 'EUR' }),
    ],
    ...changes,
  }) as Account;

describe('the multi-account form (accounts-and-money §4 "Account kinds", "Currency")', () => {
  it('is offered while the current company is upgradeable, and never to a virtual account', () => {
    expect(multiAccountAllowed(client({}))).toBe(true);
    expect(multiAccountAllowed(client({ upgradeable_landing_companies: ['maltainvest'] }))).toBe(false);
    expect(multiAccountAllowed(client({ is_virtual: 1 }))).toBe(false);
  });

  it('offers one fiat account only and no crypto the client holds with the company already', () => {
    const config = { BTC: { type: 'crypto' as const }, ETH: { type: 'crypto' as const } };
    expect(newAccountCurrencies(['USD', 'EUR', 'BTC', 'ETH'], client({}), config)).toEqual({
      fiat: [],
      crypto: ['ETH'],
    });
    const cryptoOnly = client({ account_list: [entry('CR1', { currency: 'BTC' })] });
    expect(newAccountCurrencies(['USD', 'EUR', 'BTC', 'ETH'], cryptoOnly, config)).toEqual({
      fiat: ['USD', 'EUR'],
      crypto: ['ETH'],
    });
  });

  it('sends the details the client has given, the date of birth as YYYY-MM-DD, and the currency', () => {
    const settings = {
      salutation: 'Ms',
      first_name: 'Sari',
      last_name: 'Wulandari',
      date_of_birth: Date.UTC(1992, 5, 15) / 1000,
      address_line_1: 'Jl. Merdeka 1',
      address_line_2: '',
      address_city: 'Bandung',
      phone: '+62 812 3456 7890',
      residence: 'Indonesia',
      country_code: 'id',
      email: 'sari@example.test',
      tax_residence: null,
    } as unknown as Settings;
    expect(multiAccountRequest(settings, 'ETH')).toEqual({
      salutation: 'Ms',
      first_name: 'Sari',
      last_name: 'Wulandari',
      date_of_birth: '1992-06-15',
      address_line_1: 'Jl. Merdeka 1',
      address_city: 'Bandung',
      phone: '+62 812 3456 7890',
      residence: 'id',
      currency: 'ETH',
    });
  });
});
