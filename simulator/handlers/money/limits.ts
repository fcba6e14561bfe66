import type { GetLimitsResponse } from '../../../schemas/generated/types';
import type { Currency } from '../../domain/currencies';
import { landingCompanyOf } from '../../domain/accounts/landing-companies';
import { companyInWorld } from '../../domain/accounts/landing-company-overrides';
import { isVirtual, type Account } from '../../domain/accounts/model';
import { selfExclusionLimits } from '../../domain/accounts/self-exclusion';
import { hasStatus } from '../../domain/accounts/statuses';
import { transactionsOf } from '../../domain/ledger/ledger';
import { NO_WITHDRAWAL_LIMIT, withdrawalLimitTerms } from '../../domain/cashier/withdrawal-limits';
import { accountLimitsWith } from '../../domain/limit-overrides';
import { currencyNamed, fromMinorUnits, totalIn } from '../../domain/ledger/money';
import { ApiError } from '../../protocol/api-error';
import type { World } from '../../world/world';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';

type Limits = GetLimitsResponse['get_limits'];

const DAY_SECONDS = 86_400;

const MARKET_PROFILES: Record<string, { name: string; profile_name: string; payout: number; turnover: number }[]> = {
  commodities: [{ name: 'Commodities', profile_name: 'moderate_risk', payout: 5_000, turnover: 50_000 }],
  forex: [
    { name: 'Major Pairs', profile_name: 'extreme_risk', payout: 20_000, turnover: 100_000 },
    { name: 'Minor Pairs', profile_name: 'moderate_risk', payout: 5_000, turnover: 50_000 },
  ],
  indices: [{ name: 'Stock Indices', profile_name: 'medium_risk', payout: 20_000, turnover: 100_000 }],
  synthetic_index: [{ name: 'Synthetic Indices', profile_name: 'low_risk', payout: 50_000, turnover: 500_000 }],
};

function marketSpecific(markets: readonly string[], inCurrency: (usd: number) => number): Limits['market_specific'] {
  return Object.fromEntries(
    Object.entries(MARKET_PROFILES)
      .filter(([market]) => markets.includes(market))
      .map(([market, profiles]) => [
        market,
        profiles.map(({ name, profile_name, payout, turnover }) => ({
          name,
          profile_name,
          payout_limit: inCurrency(payout),
          turnover_limit: inCurrency(turnover),
        })),
      ]),
  );
}

/** Withdrawn since `sinceEpoch`, as a positive amount in the account currency. */
function withdrawnSince(world: World, account: Account, currency: Currency, sinceEpoch: number): number {
  const minor = transactionsOf(world.state.ledger, account.loginid)
    .filter((transaction) => transaction.action === 'withdrawal' && transaction.time >= sinceEpoch)
    .reduce((sum, transaction) => sum - transaction.amount, 0);
  return fromMinorUnits(minor, currency);
}

/** The withdrawal limits of the account in its currency: the platform's terms, lifted by authentication. */
function withdrawalLimits(account: Account, currency: Currency, overrideUsd: number | undefined) {
  const terms = withdrawalLimitTerms(account.landing_company, overrideUsd);
  const lifted = overrideUsd === undefined && hasStatus(account, 'authenticated');
  const inAccountCurrency = (amount: number) =>
    lifted || amount === NO_WITHDRAWAL_LIMIT
      ? NO_WITHDRAWAL_LIMIT
      : totalIn([{ amount, currency: currencyNamed(terms.currency)! }], currency);
  return { days: terms.days, forDays: inAccountCurrency(terms.forDays), lifetime: inAccountCurrency(terms.lifetime) };
}

/** The account's limits as get_limits reports them (remainder: what may still be withdrawn). */
export function limits(world: World, account: Account): Limits {
  const company = companyInWorld(landingCompanyOf(account.landing_company), world.state.landing_companies);
  const currency = currencyNamed(account.currency ?? company.legalDefaultCurrency)!;
  const usd = currencyNamed('USD')!;
  const inCurrency = (amount: number) => totalIn([{ amount, currency: usd }], currency);
  const platform = accountLimitsWith(world.state.limits);
  const withdrawal = withdrawalLimits(account, currency, platform.withdrawal);
  const recent = withdrawnSince(world, account, currency, world.clock.epoch() - withdrawal.days * DAY_SECONDS);
  const lifetime = withdrawnSince(world, account, currency, 0);
  const left = (limit: number, withdrawn: number) =>
    totalIn(
      [
        { amount: limit, currency },
        { amount: -withdrawn, currency },
      ],
      currency,
    );
  const own = selfExclusionLimits(world.state.accounts, account.loginid);
  const ownAmount = (minor: number | undefined) => (minor === undefined ? undefined : fromMinorUnits(minor, currency));
  const body: Limits = {
    account_balance: lowerOf(inCurrency(platform.accountBalance), ownAmount(own.amounts.max_balance)),
    lifetime_limit: withdrawal.lifetime,
    market_specific: marketSpecific(company.legalAllowedMarkets, inCurrency),
    num_of_days: withdrawal.days,
    num_of_days_limit: withdrawal.forDays,
    open_positions: lowerOf(platform.openPositions, own.max_open_bets),
    payout: inCurrency(platform.payout),
    remainder: Math.max(0, Math.min(left(withdrawal.forDays, recent), left(withdrawal.lifetime, lifetime))),
    withdrawal_for_x_days_monetary: recent,
    withdrawal_since_inception_monetary: lifetime,
  };
  const dailyTurnover = ownAmount(own.amounts.max_turnover);
  if (dailyTurnover !== undefined) body.daily_turnover = dailyTurnover;
  return body;
}

/** The platform's limit, or the client's own self-exclusion limit when that is lower. */
function lowerOf(platform: number, own: number | undefined): number {
  return own === undefined ? platform : Math.min(platform, own);
}

export const limitsHandlers: HandlerTable = {
  get_limits: {
    scopes: ['read'],
    handle: (context) => {
      const { account } = actingAccount(context);
      if (isVirtual(account)) throw new ApiError('FeatureNotAvailable', 'Sorry, this feature is not available.');
      return { get_limits: limits(context.world, account) };
    },
  },
};
