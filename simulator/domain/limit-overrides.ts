import { PROPOSAL_STAKING_LIMITS } from './contracts/price-proposal';
import type { StakingLimitTables } from './pricing/staking-limits';

/** The platform's account limits in USD (get_limits; buy's open-position checks). */
export interface AccountLimitsUsd {
  accountBalance: number;
  /** Sum of the payouts of the open contracts. */
  payout: number;
  openPositions: number;
  /** A flat withdrawal limit, authenticated or not, in place of the platform's per landing company. */
  withdrawal?: number;
}

export const DEFAULT_ACCOUNT_LIMITS_USD: AccountLimitsUsd = {
  accountBalance: 300_000,
  payout: 50_000,
  openPositions: 100,
};

/**
 * Limits a world sets in place of the platform's (fixture field `limits`, control route
 * `PUT /worlds/:world/limits`); amounts in USD except `max_payout_by_currency` (the currency's own
 * units). A flat figure (`min_stake`, `max_payout`) applies everywhere unless its per-market,
 * per-company or per-category table is given too.
 */
export interface LimitOverrides {
  min_stake?: number;
  min_stake_by_market?: Record<string, number>;
  min_stake_by_landing_company?: Record<string, number>;
  max_payout?: number;
  max_payout_by_category?: Record<string, number>;
  max_payout_by_currency?: Record<string, number>;
  max_open_positions?: number;
  max_open_payout?: number;
  max_balance?: number;
  withdrawal_limit?: number;
}

export const LIMIT_FIGURES = [
  'min_stake',
  'max_payout',
  'max_open_positions',
  'max_open_payout',
  'max_balance',
  'withdrawal_limit',
] as const;
export const LIMIT_TABLES = [
  'min_stake_by_market',
  'min_stake_by_landing_company',
  'max_payout_by_category',
  'max_payout_by_currency',
] as const;

export type LimitsChange = { type: 'limits_set'; limits: LimitOverrides };

/** The stake and payout tables proposal and buy check prices against in a world with these overrides. */
export function stakingTablesWith(overrides: LimitOverrides): StakingLimitTables {
  const base = PROPOSAL_STAKING_LIMITS;
  const flatMin = overrides.min_stake !== undefined;
  const flatMax = overrides.max_payout !== undefined;
  return {
    ...base,
    defaultMinStakeUsd: overrides.min_stake ?? base.defaultMinStakeUsd,
    minStakeUsdByMarket: overrides.min_stake_by_market ?? (flatMin ? {} : base.minStakeUsdByMarket),
    minStakeUsdByLandingCompany:
      overrides.min_stake_by_landing_company ?? (flatMin ? {} : base.minStakeUsdByLandingCompany),
    defaultMaxPayoutUsd: overrides.max_payout ?? base.defaultMaxPayoutUsd,
    maxPayoutUsdByCategory: overrides.max_payout_by_category ?? (flatMax ? {} : base.maxPayoutUsdByCategory),
    maxPayoutByCurrency: overrides.max_payout_by_currency ?? base.maxPayoutByCurrency,
  };
}

/** The account limits get_limits reports and buy enforces in a world with these overrides. */
export function accountLimitsWith(overrides: LimitOverrides): AccountLimitsUsd {
  const base = DEFAULT_ACCOUNT_LIMITS_USD;
  const withdrawal = overrides.withdrawal_limit;
  return {
    accountBalance: overrides.max_balance ?? base.accountBalance,
    payout: overrides.max_open_payout ?? base.payout,
    openPositions: overrides.max_open_positions ?? base.openPositions,
    ...(withdrawal === undefined ? {} : { withdrawal }),
  };
}
