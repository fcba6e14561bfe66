import { currencyNamed } from '../ledger/money';
import { companiesFor, countryNamed } from './countries';
import { landingCompanyOf, type LandingCompanyCode } from './landing-companies';
import { accountsOfUser, isVirtual, type Account, type AccountsState, type User } from './model';
import { hasStatus } from './statuses';

/** A disabled account that never got a currency does not stand in the way of a new one. */
function counts(account: Account): boolean {
  return !(hasStatus(account, 'disabled') && !account.currency);
}

function realAccountsWith(state: AccountsState, user: User, code: LandingCompanyCode): Account[] {
  return accountsOfUser(state, user.user_id).filter(
    (account) => !isVirtual(account) && account.landing_company === code && counts(account),
  );
}

/**
 * The currencies the user could still open an account in with a landing company: one fiat account
 * per company, any number of crypto accounts but one per currency. Disabled accounts without a
 * currency do not count.
 */
export function availableCurrencies(state: AccountsState, user: User, code: LandingCompanyCode): string[] {
  const heldCurrencies = realAccountsWith(state, user, code).map((account) => account.currency);
  const hasFiat = heldCurrencies.some((currency) => currency && currencyNamed(currency)?.type === 'fiat');
  return landingCompanyOf(code).legalAllowedCurrencies.filter((currency) => {
    if (heldCurrencies.includes(currency)) return false;
    return !(hasFiat && currencyNamed(currency)?.type === 'fiat');
  });
}

/**
 * authorize's upgradeable_landing_companies (accounts-and-money §4 "Account kinds"): of the companies
 * serving the user's residence, those the user may still open a real account with. A company that
 * takes one account each (malta, maltainvest, iom) is upgradeable while the user has none there; svg
 * while a currency is left and no svg account still waits for its currency. Sorted by shortcode.
 */
export function upgradeableLandingCompanies(state: AccountsState, user: User): LandingCompanyCode[] {
  return companiesFor(countryNamed(user.residence))
    .filter((code) => {
      const mine = realAccountsWith(state, user, code);
      if (!landingCompanyOf(code).multipleAccounts) return mine.length === 0;
      if (mine.some((account) => !account.currency)) return false;
      return availableCurrencies(state, user, code).length > 0;
    })
    .sort();
}
