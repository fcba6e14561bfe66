import type { GetLimitsResponse } from '../../schemas/generated/types';
import type { Currency } from '../domain/currencies';
import { landingCompanyOf } from '../domain/accounts/landing-companies';
import { isVirtual, type Account } from '../domain/accounts/model';
import { hasStatus } from '../domain/accounts/statuses';
import { transactionsOf } from '../domain/ledger/ledger';
import { currencyNamed, fromMinorUnits, totalIn } from '../domain/ledger/money';
import { ApiError } from '../transport/api-error';
import type { World } from '../world/world';
import { actingAccount } from './account-context';
import type { HandlerTable } from './handler';
import { reply } from './reply';

type Limits = GetLimitsResponse['get_limits'];

/** The platform's limits in USD; withdrawal limits are lifted once the client is authenticated. */
export const USD_LIMITS = {
  accountBalance: 300_000,
  payout: 50_000,
  openPositions: 100,
  unauthenticatedWithdrawal: 10_000,
  liftedWithdrawal: 99_999_999,
} as const;
const WITHDRAWAL_WINDOW_DAYS = 30;
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

function marketSpecific(account: Account, inCurrency: (usd: number) => number): Limits['market_specific'] {
  const markets = landingCompanyOf(account.landing_company).legalAllowedMarkets;
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

function limits(world: World, account: Account): Limits {
  const company = landingCompanyOf(account.landing_company);
  const currency = currencyNamed(account.currency ?? company.legalDefaultCurrency)!;
  const usd = currencyNamed('USD')!;
  const inCurrency = (amount: number) => totalIn([{ amount, currency: usd }], currency);
  const withdrawalLimit = inCurrency(
    hasStatus(account, 'authenticated') ? USD_LIMITS.liftedWithdrawal : USD_LIMITS.unauthenticatedWithdrawal,
  );
  const recent = withdrawnSince(world, account, currency, world.clock.epoch() - WITHDRAWAL_WINDOW_DAYS * DAY_SECONDS);
  const lifetime = withdrawnSince(world, account, currency, 0);
  return {
    account_balance: inCurrency(USD_LIMITS.accountBalance),
    lifetime_limit: withdrawalLimit,
    market_specific: marketSpecific(account, inCurrency),
    num_of_days: WITHDRAWAL_WINDOW_DAYS,
    num_of_days_limit: withdrawalLimit,
    open_positions: USD_LIMITS.openPositions,
    payout: inCurrency(USD_LIMITS.payout),
    remainder: Math.max(
      0,
      totalIn(
        [
          { amount: withdrawalLimit, currency },
          { amount: -recent, currency },
        ],
        currency,
      ),
    ),
    withdrawal_for_x_days_monetary: recent,
    withdrawal_since_inception_monetary: lifetime,
  };
}

export const limitsHandlers: HandlerTable = {
  get_limits: {
    scopes: ['read'],
    handle: (context) => {
      const { account } = actingAccount(context);
      if (isVirtual(account)) throw new ApiError('FeatureNotAvailable', 'Sorry, this feature is not available.');
      return { get_limits: reply(limits(context.world, account)) };
    },
  },
};
