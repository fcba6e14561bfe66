import type { ContractType } from '../pricing/contract-types';

/**
 * A contract's terms once a proposal or a buy has been validated: what the ledger stores for a position
 * and what settlement, re-pricing and proposal_open_contract read. Times are epoch seconds; money is in
 * minor units of `currency`.
 */
export interface ContractSpec {
  contractType: ContractType;
  symbol: string;
  currency: string;
  productType: 'basic' | 'multi_barrier';
  /** When the contract starts; later than the purchase time for a forward-starting contract. */
  dateStart: number;
  isForwardStarting: boolean;
  /** A tick count (tick contracts) or a fixed expiry time. */
  expiry: TickExpiry | TimeExpiry;
  /**
   * Barriers as the client gave them: absolute ("1.2345") or relative to the entry spot ("+0.5",
   * "-12"); digit contracts carry the predicted digit here. Resolved against the entry tick.
   */
  barrier?: string;
  barrier2?: string;
  /** TICKHIGH/TICKLOW: which of the ticks must be the highest/lowest (1-based). */
  selectedTick?: number;
  /** Multi-barrier contracts: the trading period they were bought in. */
  tradingPeriodStart?: number;
  /** Price paid and amount paid on winning, minor units. Lookbacks and spreads pay `multiplier` × value. */
  buyPrice: number;
  payout: number;
  multiplier?: number;
  appMarkupPercentage: number;
}

export interface TickExpiry {
  kind: 'ticks';
  ticks: number;
}

export interface TimeExpiry {
  kind: 'time';
  dateExpiry: number;
  /** The client named the expiry time (date_expiry) rather than a duration; changes the longcode only. */
  fixedExpiry?: boolean;
}
