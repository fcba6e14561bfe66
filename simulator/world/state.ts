import { accountsFromFixture, openingDeposits } from '../domain/accounts/fixture-users';
import type { AccountsState } from '../domain/accounts/model';
import { emptyContracts, type ContractsState } from '../domain/contracts/positions';
import { applyLedgerChange, emptyLedger, nextTransaction, type LedgerState } from '../domain/ledger/ledger';
import { emptyMarkets, type MarketsState } from '../domain/markets/market-state';
import type { SiteState } from '../domain/site';
import type { WorldFixture } from './fixture';

/**
 * Everything a world remembers, as plain data: it changes only through a WorldChange (world/changes.ts),
 * so a journal of changes replays it exactly.
 */
export interface WorldState {
  site: SiteState;
  /** Users, their accounts, tokens and the e-mails sent to them. */
  accounts: AccountsState;
  /** Balances and transactions, in minor units. */
  ledger: LedgerState;
  /** Spot sets and market status overrides from the control API. */
  markets: MarketsState;
  /** Every contract bought, open or closed. */
  contracts: ContractsState;
}

function openingLedger(fixture: WorldFixture): LedgerState {
  const ledger = emptyLedger();
  for (const posting of openingDeposits(fixture.users ?? []))
    applyLedgerChange(ledger, { type: 'ledger_posted', transaction: nextTransaction(ledger, posting) });
  return ledger;
}

export function initialState(fixture: WorldFixture): WorldState {
  return {
    site: { ...fixture.site },
    accounts: accountsFromFixture(fixture.users ?? []),
    ledger: openingLedger(fixture),
    markets: emptyMarkets(),
    contracts: emptyContracts(),
  };
}
