import Big from 'big.js';
import { countryNamed } from '../accounts/countries';
import { isVirtual, type Account } from '../accounts/model';
import { excludedUntil, hasStatus } from '../accounts/statuses';
import type { Currency } from '../currencies';
import { fromMinorUnits } from '../ledger/money';

/** A refused purchase: the platform's error code and its message to the client. */
export interface Refusal {
  code: string;
  message: string;
}

/** Who buys and on which market: checked before the contract is priced, as the platform does. */
export interface StandingCheck {
  account: Account;
  residence: string;
  /** The underlying's market: synthetic_index or a financial one. */
  market: string;
  nowEpoch: number;
}

/** The priced purchase against the account's money and positions; amounts in minor units of the account currency. */
export interface LimitCheck {
  account: Account;
  currency: Currency;
  balanceMinor: number;
  priceMinor: number;
  payoutMinor: number;
  /** The account's open contracts: how many and their payouts together. */
  openCount: number;
  openPayoutMinor: number;
  /** What the account paid for contracts since the start of the day (UTC) and in the last 30 days. */
  turnoverTodayMinor: number;
  turnover30DaysMinor: number;
  limits: PurchaseLimits;
}

/** The platform's own limits on one account (get_limits). */
export interface PurchaseLimits {
  maxOpenPositions: number;
  maxOpenPayoutMinor: number;
}

const UNWELCOME = 'Sorry, your account is not authorised for any further contract purchases.';

/** The platform writes amounts in messages as the currency code followed by the amount: USD40.00. */
function written(minor: number, currency: Currency): string {
  return `${currency.code}${new Big(fromMinorUnits(minor, currency)).toFixed(currency.fractionalDigits)}`;
}

/** Status flags and self-exclusion that stop any purchase, in the order the platform checks them. */
function accountRefusal({ account, nowEpoch }: StandingCheck): Refusal | undefined {
  const locked = ['unwelcome', 'disabled', 'no_trading', 'no_withdrawal_or_trading'] as const;
  if (locked.some((status) => hasStatus(account, status))) return { code: 'ClientUnwelcome', message: UNWELCOME };
  const until = excludedUntil(account, nowEpoch);
  if (until !== undefined)
    return {
      code: 'ClientSelfExcluded',
      message: `Sorry, but you have self-excluded yourself from the website until ${new Date(until * 1000).toISOString().slice(0, 10)}. If you are unable to place a trade or deposit after your self-exclusion period, please contact the Customer Support team for assistance.`,
    };
  return undefined;
}

/** Where the client lives may rule out the market, or trading altogether. */
function jurisdictionRefusal({ account, residence, market }: StandingCheck): Refusal | undefined {
  if (isVirtual(account) || !residence) return undefined;
  const country = countryNamed(residence);
  if (!country || country.restricted)
    return { code: 'RestrictedCountry', message: 'Sorry, our service is not available for your country of residence.' };
  if (market === 'synthetic_index' && !country.gamingCompany)
    return {
      code: 'RandomRestrictedCountry',
      message: 'Sorry, contracts on Synthetic Indices are not available in your country of residence',
    };
  if (market !== 'synthetic_index' && !country.financialCompany)
    return {
      code: 'FinancialBinariesRestrictedCountry',
      message: 'Sorry, contracts on Financial Products are not available in your country of residence',
    };
  return undefined;
}

/** Options on the EU financial company are for professional clients only. */
function professionalRefusal({ account }: StandingCheck): Refusal | undefined {
  if (account.landing_company !== 'maltainvest' || hasStatus(account, 'professional')) return undefined;
  return { code: 'NoMFProfessionalClient', message: UNWELCOME };
}

/** Money and position limits: the platform's own and those the client set (self-exclusion). */
export function limitRefusal(check: LimitCheck): Refusal | undefined {
  const { account, currency, priceMinor, payoutMinor, limits } = check;
  if (check.balanceMinor < priceMinor)
    return {
      code: 'InsufficientBalance',
      message: `Your account balance (${written(check.balanceMinor, currency)}) is insufficient to buy this contract (${written(priceMinor, currency)}).`,
    };
  const exclusion = account.self_exclusion ?? {};
  const maxOpen = Math.min(limits.maxOpenPositions, exclusion.max_open_bets ?? Number.POSITIVE_INFINITY);
  if (check.openCount + 1 > maxOpen)
    return {
      code: 'OpenPositionLimit',
      message: `Sorry, you cannot hold more than ${maxOpen} contracts at a given time. Please wait until some contracts have closed and try again.`,
    };
  if (check.openPayoutMinor + payoutMinor > limits.maxOpenPayoutMinor)
    return {
      code: 'OpenPositionPayoutLimit',
      message: `Sorry, the aggregate payouts of contracts on your account cannot exceed ${written(limits.maxOpenPayoutMinor, currency)}.`,
    };
  const turnover = (limit: number | undefined) =>
    limit === undefined ? undefined : new Big(limit).times(new Big(10).pow(currency.fractionalDigits)).toNumber();
  const dailyMinor = turnover(exclusion.max_turnover);
  if (dailyMinor !== undefined && check.turnoverTodayMinor + priceMinor > dailyMinor)
    return {
      code: 'DailyTurnoverLimitExceeded',
      message: `Purchasing this contract will cause you to exceed your daily turnover limit of ${written(dailyMinor, currency)}.`,
    };
  const monthlyMinor = turnover(exclusion.max_30day_turnover);
  if (monthlyMinor !== undefined && check.turnover30DaysMinor + priceMinor > monthlyMinor)
    return {
      code: '30DayTurnoverLimitExceeded',
      message: `Purchasing this contract will cause you to exceed your 30-day turnover limit of ${written(monthlyMinor, currency)}.`,
    };
  return undefined;
}

/** Status, self-exclusion, residence and professional rules, in the platform's order; undefined when allowed. */
export function standingRefusal(check: StandingCheck): Refusal | undefined {
  return accountRefusal(check) ?? jurisdictionRefusal(check) ?? professionalRefusal(check);
}
