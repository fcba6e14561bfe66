import { applyAccountsChange, type AccountsChange } from '../domain/accounts/changes';
import { applyCashierChange, type CashierChange } from '../domain/cashier/state';
import type { ClockSetting } from '../domain/clock';
import { applyExchangeRatesChange, type ExchangeRatesChange } from '../domain/exchange-rates';
import { applyLedgerChange, type LedgerChange } from '../domain/ledger/ledger';
import { applyMt5Change, type Mt5Change } from '../domain/mt5/model';
import { applySiteChange, type SiteChange } from '../domain/site';
import type { WorldState } from './state';

export type ClockChange = { type: 'clock_set' } & ClockSetting;

/** Every way a world's state can change; each is journaled before it is applied. */
export type WorldChange =
  SiteChange | ClockChange | AccountsChange | LedgerChange | CashierChange | Mt5Change | ExchangeRatesChange;

/** Applies a change to the state in place. Clock changes are applied by the world to its clock. */
export function applyChange(state: WorldState, change: WorldChange): void {
  switch (change.type) {
    case 'site_set':
      applySiteChange(state.site, change);
      return;
    case 'account_updated':
    case 'user_updated':
    case 'token_issued':
    case 'payment_agent_set':
    case 'email_sent':
      applyAccountsChange(state.accounts, change);
      return;
    case 'ledger_posted':
    case 'ledger_posted_together':
      applyLedgerChange(state.ledger, change);
      return;
    case 'cashier_password_set':
    case 'cashier_password_cleared':
    case 'verification_code_used':
    case 'cashier_frame_opened':
    case 'cashier_asks_forced':
      applyCashierChange(state.cashier, change);
      return;
    case 'mt5_account_opened':
    case 'mt5_password_set':
    case 'mt5_manager_revoked':
      applyMt5Change(state.mt5, change);
      return;
    case 'exchange_rate_set':
      applyExchangeRatesChange(state.exchange_rates, change);
      return;
    case 'clock_set':
      return;
  }
}
