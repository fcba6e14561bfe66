import { isCryptoCurrency, type CurrenciesConfig } from '../../lib/currency';
import type { Account } from '../session';

export interface CurrencyChoices {
  fiat: string[];
  crypto: string[];
}

/**
 * The currencies `account` may still take (accounts-and-money §4 "Currency"), split into fiat and
 * crypto: those payout_currencies offers it, less what the client's other real accounts with the
 * same company already hold. One fiat account only, so no fiat once one is held; several crypto
 * accounts, one per currency.
 */
export function currencyChoices(
  offered: readonly string[],
  account: Account,
  config: CurrenciesConfig,
): CurrencyChoices {
  const held = account.account_list
    .filter(
      (entry) =>
        entry.loginid !== account.loginid &&
        entry.is_virtual !== 1 &&
        entry.landing_company_name === account.landing_company_name &&
        entry.currency !== '',
    )
    .map((entry) => entry.currency);
  const holdsFiat = held.some((currency) => !isCryptoCurrency(currency, config));
  const open = offered.filter((currency) => !held.includes(currency));
  return {
    fiat: holdsFiat ? [] : open.filter((currency) => !isCryptoCurrency(currency, config)),
    crypto: open.filter((currency) => isCryptoCurrency(currency, config)),
  };
}
