import { describe, expect, it } from 'vitest';
import { currencySetDestination, type CurrencySetFacts } from '../../src/features/accounts/currency-set-destination';

const everyPage = () => true;
const newAccount = (facts: Partial<CurrencySetFacts>) =>
  currencySetDestination(
    { returnTo: undefined, landingCompany: 'svg', authenticated: false, hasPage: everyPage, ...facts },
    'en',
  );

describe('where set-currency sends a client (accounts-and-money §4 "Currency")', () => {
  it('sends a new financial account that is not authenticated to the authenticate page', () => {
    expect(newAccount({ landingCompany: 'maltainvest' })).toBe('/en/user/authenticate.html');
  });

  it('sends an authenticated financial account and any other new account to the cashier', () => {
    expect(newAccount({ landingCompany: 'maltainvest', authenticated: true })).toBe('/en/cashier.html');
    expect(newAccount({ landingCompany: 'svg' })).toBe('/en/cashier.html');
    expect(newAccount({ landingCompany: 'malta' })).toBe('/en/cashier.html');
  });

  it('sends a new Isle of Man account to the default page, not the cashier', () => {
    expect(newAccount({ landingCompany: 'iom' })).toBe('/en/trading.html');
  });

  it('returns an existing account to the page it came from', () => {
    expect(newAccount({ returnTo: '/en/user/statementws.html', landingCompany: 'maltainvest' })).toBe(
      '/en/user/statementws.html',
    );
  });

  it('goes to the default page while the next page is not built', () => {
    const onlyCashier = (page: string) => page === 'cashier';
    expect(newAccount({ landingCompany: 'maltainvest', hasPage: onlyCashier })).toBe('/en/trading.html');
    expect(newAccount({ landingCompany: 'svg', hasPage: () => false })).toBe('/en/trading.html');
  });
});
