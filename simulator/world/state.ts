import { accountsFromFixture, openingDeposits } from '../domain/accounts/fixture-users';
import type { AccountsState } from '../domain/accounts/model';
import { emptyContracts, type ContractsState } from '../domain/contracts/positions';
import { applyLedgerChange, emptyLedger, nextTransaction, type LedgerState } from '../domain/ledger/ledger';
import { emptyMarkets, type MarketsState } from '../domain/markets/market-state';
import { emptySecurity, type SecurityState } from '../domain/security/model';
import { initialCashierState, type CashierState } from '../domain/cashier/state';
import { initialExchangeRates, type ExchangeRatesState } from '../domain/exchange-rates';
import { mt5AccountsFromFixture, mt5OpeningDeposits } from '../domain/mt5/fixture';
import { initialMt5State, type Mt5State } from '../domain/mt5/model';
import type { LimitOverrides } from '../domain/limit-overrides';
import type { LandingCompanyOverrides } from '../domain/accounts/landing-company-overrides';
import type { SiteState } from '../domain/site';
import { emptySupport, type SupportState } from '../domain/support-messages';
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
  /** Log-ins, two-factor secrets, authorised apps, documents and financial assessments. */
  security: SecurityState;
  /** Cashier passwords, spent verification codes, cashier pages, forced cashier checks. */
  cashier: CashierState;
  /** MT5 accounts; their balances are in the ledger under their logins. */
  mt5: Mt5State;
  /** USD prices set in this world in place of the currency table's. */
  exchange_rates: ExchangeRatesState;
  /** Stake, payout and account limits set in this world in place of the platform's. */
  limits: LimitOverrides;
  /** Landing companies' allowed markets set in this world in place of the platform's. */
  landing_companies: LandingCompanyOverrides;
  /** Messages visitors left with support while the live chat was offline. */
  support: SupportState;
}

function openingLedger(fixture: WorldFixture): LedgerState {
  const ledger = emptyLedger();
  for (const posting of [...openingDeposits(fixture.users ?? []), ...mt5OpeningDeposits(fixture.mt5_accounts ?? [])])
    applyLedgerChange(ledger, { type: 'ledger_posted', transaction: nextTransaction(ledger, posting) });
  return ledger;
}

export function initialState(fixture: WorldFixture): WorldState {
  const accounts = accountsFromFixture(fixture.users ?? []);
  return {
    site: {
      ...fixture.site,
      registered_app_ids: [...(fixture.app_ids ?? [])],
      app_redirect_uris: { ...fixture.app_redirect_uris },
    },
    accounts,
    ledger: openingLedger(fixture),
    markets: emptyMarkets(),
    contracts: emptyContracts(),
    security: emptySecurity(),
    cashier: initialCashierState(),
    mt5: initialMt5State(mt5AccountsFromFixture(fixture.mt5_accounts ?? [], accounts)),
    exchange_rates: initialExchangeRates(),
    limits: { ...fixture.limits },
    landing_companies: { ...fixture.landing_companies },
    support: emptySupport(),
  };
}
