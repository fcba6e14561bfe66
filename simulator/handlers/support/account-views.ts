import type { AuthorizeResponse } from '../../../schemas/generated/types';
import { brokerOf, isVirtual, type Account } from '../../domain/accounts/model';
import { excludedUntil, hasStatus } from '../../domain/accounts/statuses';
import { balanceOf } from '../../domain/ledger/ledger';
import { currencyNamed, fromMinorUnits } from '../../domain/ledger/money';
import type { World } from '../../world/world';

type AccountListEntry = AuthorizeResponse['authorize']['account_list'][number];

/** The account's balance as the API sends it: a number in its currency, 0 while it has none. */
export function accountBalance(world: World, account: Account): number {
  const currency = account.currency ? currencyNamed(account.currency) : undefined;
  return currency ? fromMinorUnits(balanceOf(world.state.ledger, account.loginid), currency) : 0;
}

/** One entry of authorize's account_list. */
export function accountListEntry(world: World, account: Account): AccountListEntry {
  const entry: AccountListEntry = {
    account_category: 'trading',
    account_type: 'binary',
    broker: brokerOf(account.loginid),
    created_at: account.created_at,
    currency: account.currency ?? '',
    is_disabled: hasStatus(account, 'disabled') ? 1 : 0,
    is_virtual: isVirtual(account) ? 1 : 0,
    landing_company_name: account.landing_company,
    linked_to: [],
    loginid: account.loginid,
  };
  const type = account.currency ? currencyNamed(account.currency)?.type : undefined;
  if (type) entry.currency_type = type;
  const until = excludedUntil(account, world.clock.epoch());
  if (until !== undefined) entry.excluded_until = until;
  return entry;
}
