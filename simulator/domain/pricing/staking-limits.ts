import type { ContractCategory } from './contract-types';

/**
 * Stake and payout limits (BOM `bom-config/share/quants_config.yml`, README §4). Amounts are in USD;
 * converting them to another currency is the caller's business.
 */

export type RiskProfile = 'low_risk' | 'medium_risk' | 'moderate_risk' | 'high_risk' | 'extreme_risk';

export interface StakingLimitTables {
  minStakeUsdByMarket: Readonly<Record<string, number>>;
  defaultMinStakeUsd: number;
  /** Landing companies with their own minimum stake (maltainvest: 5). */
  minStakeUsdByLandingCompany: Readonly<Record<string, number>>;
  /** Selling back may go down to the minimum stake divided by this. */
  forSaleMinStakeDivisor: number;
  defaultMaxPayoutUsd: number;
  maxPayoutUsdByCategory: Readonly<Partial<Record<ContractCategory, number>>>;
  /** Stablecoins carry a lower cap, in their own units. */
  maxPayoutByCurrency: Readonly<Record<string, number>>;
  /** The client's risk profile caps the payout again. */
  maxPayoutUsdByRiskProfile: Readonly<Record<RiskProfile, number>>;
  /** Forex and commodities late in the day ("inefficient period"). */
  inefficientPeriodMaxPayoutUsd: number;
}

export const DEFAULT_STAKING_LIMITS: StakingLimitTables = {
  minStakeUsdByMarket: { synthetic_index: 0.35 },
  defaultMinStakeUsd: 0.5,
  minStakeUsdByLandingCompany: { maltainvest: 5 },
  forSaleMinStakeDivisor: 10,
  defaultMaxPayoutUsd: 50_000,
  maxPayoutUsdByCategory: { digits: 30_000, runs: 10_000 },
  maxPayoutByCurrency: { USDC: 5_000, UST: 5_000 },
  maxPayoutUsdByRiskProfile: {
    low_risk: 50_000,
    medium_risk: 20_000,
    moderate_risk: 5_000,
    high_risk: 1_000,
    extreme_risk: 100,
  },
  inefficientPeriodMaxPayoutUsd: 200,
};

export interface StakingLimitSubject {
  market: string;
  category: ContractCategory;
  currency: string;
  landingCompany?: string;
  riskProfile?: RiskProfile;
  forSale?: boolean;
  inefficientPeriod?: boolean;
}

export interface StakingLimits {
  minStake: number;
  maxPayout: number;
}

export function stakingLimits(subject: StakingLimitSubject, tables = DEFAULT_STAKING_LIMITS): StakingLimits {
  const baseMin =
    (subject.landingCompany === undefined ? undefined : tables.minStakeUsdByLandingCompany[subject.landingCompany]) ??
    tables.minStakeUsdByMarket[subject.market] ??
    tables.defaultMinStakeUsd;
  const caps = [
    tables.maxPayoutUsdByCategory[subject.category] ?? tables.defaultMaxPayoutUsd,
    tables.maxPayoutByCurrency[subject.currency],
    subject.riskProfile === undefined ? undefined : tables.maxPayoutUsdByRiskProfile[subject.riskProfile],
    subject.inefficientPeriod ? tables.inefficientPeriodMaxPayoutUsd : undefined,
  ].filter((cap): cap is number => cap !== undefined);
  return {
    minStake: subject.forSale ? baseMin / tables.forSaleMinStakeDivisor : baseMin,
    maxPayout: Math.min(...caps),
  };
}

/** Lookbacks: smallest multiplier per symbol (quants_config `lookback_limits.min_multiplier`). */
export const LOOKBACK_MIN_MULTIPLIER: Readonly<Record<string, number>> = {
  R_10: 1,
  R_25: 1,
  R_50: 1,
  R_75: 0.005,
  R_100: 0.5,
  '1HZ10V': 1,
  '1HZ25V': 0.01,
  '1HZ50V': 0.005,
  '1HZ75V': 0.005,
  '1HZ100V': 0.1,
};

/** The platform's error codes and message templates ([_n] placeholders, localised elsewhere). */
export interface PriceLimitError {
  code: 'StakeLimits' | 'PayoutLimits' | 'NoReturn';
  message: string;
  params: number[];
}

const LIMITS_MESSAGE = 'Minimum stake of [_1] and maximum payout of [_2].';

/**
 * Checks a priced contract against its limits, in the platform's order: stake below the minimum,
 * payout above the maximum, then a price equal to the payout (at the currency's precision).
 */
export function checkPriceLimits(
  { stake, payout, priceDecimals = 2 }: { stake: number; payout: number; priceDecimals?: number },
  limits: StakingLimits,
): PriceLimitError | undefined {
  if (stake < limits.minStake) {
    return {
      code: 'StakeLimits',
      message: `${LIMITS_MESSAGE} Current stake is [_3].`,
      params: [limits.minStake, limits.maxPayout, stake],
    };
  }
  if (payout > limits.maxPayout) {
    return {
      code: 'PayoutLimits',
      message: `${LIMITS_MESSAGE} Current payout is [_3].`,
      params: [limits.minStake, limits.maxPayout, payout],
    };
  }
  if (stake.toFixed(priceDecimals) === payout.toFixed(priceDecimals)) {
    return { code: 'NoReturn', message: 'This contract offers no return.', params: [] };
  }
  return undefined;
}
