import { DEFAULT_COMMISSION_TABLES } from './commission-tables';
import { askProbability, COMMISSION_SIZE_SCALE, COMMISSION_SIZE_SLOPE, commissionMultiplier } from './commission';

/**
 * Stake basis: the client names the price and the payout follows. The commission depends on the
 * payout through the size multiplier, so it is solved consistently (BOM `Contract/Helper.pm`
 * `commission`, kept by Price::Calculator `commission_from_stake`).
 */

export interface StakeBasisInputs {
  stake: number;
  theoProbability: number;
  baseCommission: number;
  deepOtmThreshold: number;
  appMarkupPercentage?: number;
  minCommissionAmount?: number;
}

/**
 * Commission (fraction of payout) for a stake: try the ×1 multiplier (with the minimum commission),
 * then ×2, and otherwise solve stake = P·(p + base·m(P) + app) for P, a quadratic in the linear zone.
 */
export function commissionFromStake(inputs: StakeBasisInputs): number {
  const { stake, theoProbability: p, baseCommission: base } = inputs;
  const app = (inputs.appMarkupPercentage ?? 0) / 100;
  const minAmount = inputs.minCommissionAmount ?? DEFAULT_COMMISSION_TABLES.minCommissionAmount;

  const singleCommission = base * COMMISSION_SIZE_SCALE.minMultiplier + app;
  const singlePayout = stake / (p + singleCommission);
  if (commissionMultiplier(singlePayout, p) === COMMISSION_SIZE_SCALE.minMultiplier) {
    return Math.max(singlePayout > 0 ? minAmount / singlePayout : minAmount, singleCommission);
  }

  const doubleCommission = base * COMMISSION_SIZE_SCALE.maxMultiplier + app;
  if (commissionMultiplier(stake / (p + doubleCommission), p) === COMMISSION_SIZE_SCALE.maxMultiplier) {
    return doubleCommission;
  }

  const a = base * COMMISSION_SIZE_SLOPE * Math.sqrt(p * (1 - p));
  const b = p + base - base * COMMISSION_SIZE_SCALE.minStd * COMMISSION_SIZE_SLOPE + app;
  // Positive root of a·P² + b·P − stake = 0, in the form that avoids cancellation.
  const payout = (2 * stake) / (b + Math.sqrt(b * b + 4 * a * stake));
  return base * commissionMultiplier(payout, p) + app;
}

/**
 * Payout bought by a stake: stake / the ask probability (theo + commission, between the deep-OTM
 * threshold and 1, as for the payout basis). Unrounded. A near-certain contract thus buys a payout equal
 * to the stake, which the price limits refuse as offering no return, never one below it.
 */
export function payoutFromStake(inputs: StakeBasisInputs): number {
  const commission = commissionFromStake(inputs);
  return inputs.stake / askProbability(inputs.theoProbability, commission, inputs.deepOtmThreshold);
}
