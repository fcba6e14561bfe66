import type { Account } from '../../domain/accounts/model';
import type { Currency } from '../../domain/currencies';
import { currencyNamed } from '../../domain/ledger/money';
import { ApiError } from '../../protocol/api-error';

/** The account's currency; money calls refuse an account that has not chosen one yet. */
export function accountCurrency(account: Account): Currency {
  const currency = account.currency ? currencyNamed(account.currency) : undefined;
  if (!currency) throw new ApiError('NoCurrencySet', 'Please set the currency for your existing account.');
  return currency;
}
