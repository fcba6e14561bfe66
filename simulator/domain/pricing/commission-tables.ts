import type { ContractType } from './contract-types';

/**
 * Commission parameters as plain data (README §4; LC `share/commission.yml`, FC `contract_types.yml`,
 * BOM `quants_config.yml`, `ContractPricer.pm`). A world may replace any of them.
 */

export interface CommissionTables {
  /** Base commission as a fraction of payout, looked up symbol → submarket → market → default. */
  baseBySymbol: Readonly<Record<string, number>>;
  baseBySubmarket: Readonly<Record<string, number>>;
  baseByMarket: Readonly<Record<string, number>>;
  defaultBase: number;
  /** Percent applied to the base commission per market; 100 leaves it unchanged. */
  scalingPercentByMarket: Readonly<Record<string, number>>;
  /** Contract types whose base commission replaces the underlying's. */
  baseByContractType: Readonly<Partial<Record<ContractType, number>>>;
  /** Added to the base on synthetic tick-expiry touch/no-touch purchases (not on sell-back). */
  syntheticTickTouchExtra: number;
  /** Fixed commission for runs by tick count: 4.8% of the theoretical probability 0.5ⁿ. */
  runsByTicks: Readonly<Record<number, number>>;
  /** Smallest commission per contract in the payout currency (USD cents: 0.02). */
  minCommissionAmount: number;
  /** Lowest ask probability per market: deep out-of-the-money contracts cost at least this share of the payout. */
  deepOtmThresholdByMarket: Readonly<Record<string, number>>;
}

export const DEFAULT_COMMISSION_TABLES: CommissionTables = {
  baseBySymbol: {},
  baseBySubmarket: { major_pairs: 0.035, minor_pairs: 0.04, forex_basket: 0.035, commodity_basket: 0.05 },
  baseByMarket: { synthetic_index: 0.012, indices: 0.025, forex: 0.05, commodities: 0.05, cryptocurrency: 0.05 },
  defaultBase: 0.05,
  scalingPercentByMarket: {},
  baseByContractType: {
    DIGITMATCH: 0.01,
    DIGITDIFF: 0.01,
    DIGITOVER: 0.01,
    DIGITUNDER: 0.01,
    DIGITEVEN: 0.01,
    DIGITODD: 0.01,
  },
  syntheticTickTouchExtra: 0.02,
  runsByTicks: { 2: 0.012, 3: 0.006, 4: 0.003, 5: 0.0015 },
  minCommissionAmount: 0.02,
  deepOtmThresholdByMarket: { synthetic_index: 0.025, forex: 0.05, commodities: 0.1, indices: 0.1 },
};

/** Lookbacks charge per unit of multiplier (BOM `Role/Lookback.pm`). */
export interface LookbackCommissionRules {
  /** Commission as a fraction of the theoretical price per unit. */
  rate: number;
  minCommissionPerUnit: number;
  minAskPerUnit: number;
}

export const DEFAULT_LOOKBACK_COMMISSION: LookbackCommissionRules = {
  rate: 0.02,
  minCommissionPerUnit: 0.01,
  minAskPerUnit: 0.5,
};

/** Spreads charge the underlying's base commission as a fraction of the theoretical price. */
export interface SpreadCommissionRules {
  minCommission: number;
}

export const DEFAULT_SPREAD_COMMISSION: SpreadCommissionRules = { minCommission: 0.05 };
