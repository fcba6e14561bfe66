import type { LandingCompanyCode } from '../accounts/landing-companies';

/**
 * The withdrawal limits of a client who is not authenticated, as the platform's payment limits give
 * them per landing company (see simulator/README.md, "Withdrawal limits"): withdrawals within a rolling window of
 * `days` may total `forDays`, and all withdrawals ever `lifetime`, both in `currency`.
 */
export interface WithdrawalLimitTerms {
  days: number;
  forDays: number;
  lifetime: number;
  currency: 'EUR' | 'USD';
}

/**
 * The platform's figure for "no limit": what it reports once authentication lifts the limits, and
 * the Isle of Man lifetime limit. Reported as it is, never converted.
 */
export const NO_WITHDRAWAL_LIMIT = 99_999_999;

const SVG: WithdrawalLimitTerms = { days: 30, forDays: 10_000, lifetime: 10_000, currency: 'USD' };
const EU: WithdrawalLimitTerms = { days: 90, forDays: 2_000, lifetime: 2_000, currency: 'EUR' };

const WITHDRAWAL_LIMITS: Readonly<Record<LandingCompanyCode, WithdrawalLimitTerms>> = {
  svg: SVG,
  iom: { days: 30, forDays: 3_000, lifetime: NO_WITHDRAWAL_LIMIT, currency: 'EUR' },
  malta: EU,
  maltainvest: EU,
  // The platform has no figures for virtual accounts (get_limits refuses them); they never withdraw.
  virtual: SVG,
};

/** The terms for an account of this landing company, or the world's flat override (USD) for both limits. */
export function withdrawalLimitTerms(company: LandingCompanyCode, overrideUsd?: number): WithdrawalLimitTerms {
  const terms = WITHDRAWAL_LIMITS[company];
  return overrideUsd === undefined ? terms : { ...terms, forDays: overrideUsd, lifetime: overrideUsd, currency: 'USD' };
}
