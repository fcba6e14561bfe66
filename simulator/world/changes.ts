import { applyAccountsChange, type AccountsChange } from '../domain/accounts/changes';
import { applyCashierChange, type CashierChange } from '../domain/cashier/state';
import type { ClockSetting } from '../domain/clock';
import { applyContractsChange, type ContractsChange } from '../domain/contracts/positions';
import { applyLedgerChange, type LedgerChange, type LedgerTransaction } from '../domain/ledger/ledger';
import type { LimitsChange } from '../domain/limit-overrides';
import { applyLandingCompanyChange, type LandingCompanyChange } from '../domain/accounts/landing-company-overrides';
import { applyMarketsChange, type MarketsChange } from '../domain/markets/market-state';
import { applySecurityChange, type SecurityChange } from '../domain/security/changes';
import { applyExchangeRatesChange, type ExchangeRatesChange } from '../domain/exchange-rates';
import { applyMt5Change, type Mt5Change } from '../domain/mt5/model';
import { applySiteChange, type SiteChange } from '../domain/site';
import { applySupportChange, type SupportChange } from '../domain/support-messages';
import type { WorldState } from './state';

export type ClockChange = { type: 'clock_set' } & ClockSetting;

/** Every way a world's state can change by itself. */
export type SingleChange =
  | SiteChange
  | ClockChange
  | AccountsChange
  | LedgerChange
  | MarketsChange
  | ContractsChange
  | SecurityChange
  | CashierChange
  | Mt5Change
  | ExchangeRatesChange
  | LimitsChange
  | LandingCompanyChange
  | SupportChange;

/**
 * The changes one API call makes, kept as one journal entry: a restart replays all of them or, when
 * the process died before the entry was written, none.
 */
export interface ChangesTogether {
  type: 'changes_together';
  changes: SingleChange[];
}

/** What a world's journal keeps; each is journaled before it is applied. */
export type WorldChange = SingleChange | ChangesTogether;

/** The single changes a journaled change is made of, in the order they apply. */
export function partsOf(change: WorldChange): SingleChange[] {
  return change.type === 'changes_together' ? change.changes : [change];
}

/** A compile error where a switch misses a kind of change, and a refusal at run time should one slip through. */
function unknownChange(change: never): never {
  throw new TypeError(`unknown world change ${JSON.stringify(change)}`);
}

/** Applies a single change to the state in place. Clock changes are applied by the world to its clock. */
export function applyChange(state: WorldState, change: SingleChange): void {
  switch (change.type) {
    case 'site_set':
    case 'app_registered':
      applySiteChange(state.site, change);
      return;
    case 'account_updated':
    case 'user_updated':
    case 'token_issued':
    case 'payment_agent_set':
    case 'email_sent':
    case 'user_created':
    case 'account_opened':
    case 'token_revoked':
    case 'code_used':
    case 'password_set':
    case 'self_exclusion_set':
      applyAccountsChange(state.accounts, change);
      return;
    case 'login_recorded':
    case 'totp_set':
    case 'app_granted':
    case 'app_revoked':
    case 'document_uploaded':
    case 'financial_assessment_set':
      applySecurityChange(state.security, change);
      return;
    case 'ledger_posted':
    case 'ledger_posted_together':
      applyLedgerChange(state.ledger, change);
      return;
    case 'market_spot_set':
    case 'market_status_set':
    case 'market_trading_set':
      applyMarketsChange(state.markets, change);
      return;
    case 'contract_bought':
    case 'contract_sold':
    case 'contract_settled':
      applyContractsChange(state.contracts, change);
      applyLedgerChange(state.ledger, { type: 'ledger_posted', transaction: change.transaction });
      return;
    case 'cashier_password_set':
    case 'cashier_password_cleared':
    case 'verification_code_used':
    case 'cashier_frame_opened':
    case 'cashier_frame_closed':
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
    case 'limits_set':
      state.limits = change.limits;
      return;
    case 'landing_company_set':
      applyLandingCompanyChange(state.landing_companies, change);
      return;
    case 'support_message_received':
      applySupportChange(state.support, change);
      return;
    case 'clock_set':
      return;
    default:
      unknownChange(change);
  }
}

/** The ledger transaction a change posts, if it moves money. */
export function postedTransaction(change: WorldChange): LedgerTransaction | undefined {
  return 'transaction' in change ? change.transaction : undefined;
}
