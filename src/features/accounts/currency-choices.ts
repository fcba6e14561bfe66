import { isCryptoCurrency, type CurrenciesConfig } from '../../lib/currency';
import type { Account } from '../session';

export interface CurrencyChoices {
  fiat: string[];
  crypto: string[];
}

/** The currencies of the client's real accounts with `account`'s company, `account`'s own included or not. */
function heldCurrencies(account: Account, includeOwn: boolean): string[] {
  return account.account_list
    .filter(
      (entry) =>
        (includeOwn || entry.loginid !== account.loginid) &&
        entry.is_virtual !== 1 &&
        entry.landing_company_name === account.landing_company_name &&
        entry.currency !== '',
    )
    .map((entry) => entry.currency);
}

/** One fiat account only, so no fiat once one is held; several crypto accounts, one per currency. */
function choicesBeside(offered: readonly string[], held: readonly string[], config: CurrenciesConfig): CurrencyChoices {
  const holdsFiat = held.some((currency) => !isCryptoCurrency(currency, config));
  const open = offered.filter((currency) => !held.includes(currency));
  return {
    fiat: holdsFiat ? [] : open.filter((currency) => !isCryptoCurrency(currency, config)),
    crypto: open.filter((currency) => isCryptoCurrency(currency, config)),
  };
}

/**
 * The currencies `account` may still take (accounts-and-money §4 "Currency"), split into fiat and
 * crypto: those payout_currencies offers it, less what the client's other real accounts with the
 * same company already hold.
 */
export function currencyChoices(
  offered: readonly string[],
  account: Account,
  config: CurrenciesConfig,
): CurrencyChoices {
  return choicesBeside(offered, heldCurrencies(account, false), config);
}

/**
 * The currencies another account with `account`'s company may be opened in (§2 "Accounts page",
 * the multi-account form): those the company allows, less every currency the client holds there.
 */
export function newAccountCurrencies(
  allowed: readonly string[],
  account: Account,
  config: CurrenciesConfig,
): CurrencyChoices {
  return choicesBeside(allowed, heldCurrencies(account, true), config);
}
