import { applyAccountsChange, type AccountsChange } from '../domain/accounts/changes';
import type { ClockSetting } from '../domain/clock';
import { applyContractsChange, type ContractsChange } from '../domain/contracts/positions';
import { applyLedgerChange, type LedgerChange, type LedgerTransaction } from '../domain/ledger/ledger';
import { applyMarketsChange, type MarketsChange } from '../domain/markets/market-state';
import { applySiteChange, type SiteChange } from '../domain/site';
import type { WorldState } from './state';

export type ClockChange = { type: 'clock_set' } & ClockSetting;

/** Every way a world's state can change; each is journaled before it is applied. */
export type WorldChange = SiteChange | ClockChange | AccountsChange | LedgerChange | MarketsChange | ContractsChange;

/** Applies a change to the state in place. Clock changes are applied by the world to its clock. */
export function applyChange(state: WorldState, change: WorldChange): void {
  switch (change.type) {
    case 'site_set':
      applySiteChange(state.site, change);
      return;
    case 'account_updated':
    case 'user_updated':
    case 'token_issued':
    case 'email_sent':
      applyAccountsChange(state.accounts, change);
      return;
    case 'ledger_posted':
      applyLedgerChange(state.ledger, change);
      return;
    case 'market_spot_set':
    case 'market_status_set':
      applyMarketsChange(state.markets, change);
      return;
    case 'contract_bought':
    case 'contract_sold':
    case 'contract_settled':
      applyContractsChange(state.contracts, change);
      applyLedgerChange(state.ledger, { type: 'ledger_posted', transaction: change.transaction });
      return;
    case 'clock_set':
      return;
  }
}

/** The ledger transaction a change posts, if it moves money. */
export function postedTransaction(change: WorldChange): LedgerTransaction | undefined {
  return 'transaction' in change ? change.transaction : undefined;
}
