import { describe, expect, it } from 'vitest';

import { CONTRACT_CATEGORY } from '../../../../simulator/domain/pricing/contract-types';
import { DEFAULT_DURATION_LIMITS, durationLimits } from '../../../../simulator/domain/pricing/duration-limits';
import {
  checkPriceLimits,
  DEFAULT_STAKING_LIMITS,
  LOOKBACK_MIN_MULTIPLIER,
  stakingLimits,
} from '../../../../simulator/domain/pricing/staking-limits';
import { SYNTHETIC_UNDERLYINGS } from '../../../../simulator/domain/pricing/underlyings';

const MINUTE = 60;
const DAY = 86_400;

describe('staking limits', () => {
  const synthetic = { market: 'synthetic_index', category: CONTRACT_CATEGORY.CALL, currency: 'USD' };

  it('0.35 minimum on synthetic indices, 0.50 elsewhere, 50 000 maximum payout', () => {
    expect(stakingLimits(synthetic)).toEqual({ minStake: 0.35, maxPayout: 50_000 });
    expect(stakingLimits({ ...synthetic, market: 'forex' })).toEqual({ minStake: 0.5, maxPayout: 50_000 });
  });

  it('caps digits at 30 000 and runs at 10 000, stablecoins at 5 000', () => {
    expect(stakingLimits({ ...synthetic, category: 'digits' }).maxPayout).toBe(30_000);
    expect(stakingLimits({ ...synthetic, category: 'runs' }).maxPayout).toBe(10_000);
    expect(stakingLimits({ ...synthetic, currency: 'UST' }).maxPayout).toBe(5_000);
  });

  it('caps again by risk profile and in the inefficient period', () => {
    expect(stakingLimits({ ...synthetic, riskProfile: 'medium_risk' }).maxPayout).toBe(20_000);
    expect(stakingLimits({ ...synthetic, riskProfile: 'extreme_risk', category: 'digits' }).maxPayout).toBe(100);
    expect(stakingLimits({ ...synthetic, inefficientPeriod: true }).maxPayout).toBe(200);
  });

  it('lets a sell-back go to a tenth of the minimum; maltainvest has its own minimum', () => {
    expect(stakingLimits({ ...synthetic, forSale: true }).minStake).toBeCloseTo(0.035, 15);
    expect(stakingLimits({ ...synthetic, landingCompany: 'maltainvest' }).minStake).toBe(5);
  });

  it('takes its numbers from a table a world can replace', () => {
    const tables = { ...DEFAULT_STAKING_LIMITS, minStakeUsdByMarket: { synthetic_index: 1 }, defaultMaxPayoutUsd: 999 };
    expect(stakingLimits(synthetic, tables)).toEqual({ minStake: 1, maxPayout: 999 });
  });

  it('names the lookback minimum multipliers per volatility index', () => {
    expect(LOOKBACK_MIN_MULTIPLIER.R_100).toBe(0.5);
    expect(LOOKBACK_MIN_MULTIPLIER['1HZ25V']).toBe(0.01);
  });
});

describe('price limit errors', () => {
  const limits = { minStake: 0.35, maxPayout: 50_000 };

  it('reports a stake below the minimum with the platform message', () => {
    expect(checkPriceLimits({ stake: 0.2, payout: 0.4 }, limits)).toEqual({
      code: 'StakeLimits',
      message: 'Minimum stake of [_1] and maximum payout of [_2]. Current stake is [_3].',
      params: [0.35, 50_000, 0.2],
    });
  });

  it('reports a payout above the maximum', () => {
    expect(checkPriceLimits({ stake: 30_000, payout: 60_000 }, limits)?.code).toBe('PayoutLimits');
  });

  it('refuses a contract whose price equals its payout', () => {
    expect(checkPriceLimits({ stake: 10, payout: 10.001 }, limits)?.message).toBe('This contract offers no return.');
    expect(checkPriceLimits({ stake: 5.12, payout: 10 }, limits)).toBeUndefined();
  });
});

describe('duration limits', () => {
  const query = { group: 'volatility' as const, category: CONTRACT_CATEGORY.CALL, expiry: 'tick' as const, atm: true };

  it('rise/fall: 1-10 ticks ATM, 5-10 non-ATM, 15 s to 1 day intraday, 1-365 days daily', () => {
    expect(durationLimits(query)).toEqual({ min: 1, max: 10 });
    expect(durationLimits({ ...query, atm: false })).toEqual({ min: 5, max: 10 });
    expect(durationLimits({ ...query, expiry: 'intraday', atm: false })).toEqual({ min: 15, max: DAY });
    expect(durationLimits({ ...query, expiry: 'daily' })).toEqual({ min: DAY, max: 365 * DAY });
  });

  it('forward-starting rise/fall is ATM only', () => {
    expect(durationLimits({ ...query, expiry: 'forward_start' })).toEqual({ min: 2 * MINUTE, max: DAY });
    expect(durationLimits({ ...query, expiry: 'forward_start', atm: false })).toBeUndefined();
  });

  it('tick high/low is exactly 5 ticks, runs 2-5, lookbacks 1-30 minutes, resets 20 s-2 h', () => {
    expect(durationLimits({ ...query, category: 'highlowticks', atm: false })).toEqual({ min: 5, max: 5 });
    expect(durationLimits({ ...query, category: 'runs' })).toEqual({ min: 2, max: 5 });
    const intraday = { ...query, expiry: 'intraday' as const, atm: false };
    expect(durationLimits({ ...intraday, category: 'lookback' })).toEqual({ min: MINUTE, max: 30 * MINUTE });
    expect(durationLimits({ ...intraday, category: 'reset' })).toEqual({ min: 20, max: 7_200 });
  });

  it('Bull/Bear indices have no daily contracts', () => {
    expect(durationLimits({ ...query, group: 'bull_bear', expiry: 'daily' })).toBeUndefined();
    expect(durationLimits({ ...query, group: 'bull_bear' })).toEqual({ min: 1, max: 10 });
  });

  it('every row is a proper range, and every priced underlying belongs to a group with offerings', () => {
    for (const row of DEFAULT_DURATION_LIMITS) expect(row.min).toBeLessThanOrEqual(row.max);
    const groups = new Set(DEFAULT_DURATION_LIMITS.map((row) => row.group));
    for (const underlying of SYNTHETIC_UNDERLYINGS) expect(groups.has(underlying.offeringGroup)).toBe(true);
  });
});
