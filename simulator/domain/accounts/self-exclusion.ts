import { currencyNamed, toMinorUnits } from '../ledger/money';
import type { AccountsState, SelfExclusion } from './model';

/** The limits a client may set on amounts, in the account currency. */
export const AMOUNT_LIMITS = [
  'max_balance',
  'max_deposit',
  'max_7day_deposit',
  'max_30day_deposit',
  'max_losses',
  'max_7day_losses',
  'max_30day_losses',
  'max_turnover',
  'max_7day_turnover',
  'max_30day_turnover',
] as const;
export type AmountLimit = (typeof AMOUNT_LIMITS)[number];
/** Limits that are counts or minutes. */
const COUNT_LIMITS = ['max_open_bets', 'session_duration_limit'] as const;
const NUMERIC_LIMITS = [...AMOUNT_LIMITS, ...COUNT_LIMITS] as const;

/** max_30day_turnover of this value means no limit (accounts-and-money §3). */
export const NO_TURNOVER_LIMIT = 999_999_999_999_999;
const DAY_SECONDS = 86_400;
/** Time-out and session limits at most 6 weeks; exclusion from 6 months to 5 years (§9). */
export const MAX_TIMEOUT_DAYS = 42;
export const MAX_SESSION_MINUTES = MAX_TIMEOUT_DAYS * 24 * 60;
const MIN_EXCLUSION_MONTHS = 6;
const MAX_EXCLUSION_DAYS = 1825;

/** A refused set_self_exclusion: the field at fault and the platform's wording. */
export class SelfExclusionRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The fields of a set_self_exclusion request; null clears nothing, it is the same as absent. */
export type SelfExclusionRequest = Partial<Record<keyof SelfExclusion, string | number | null>>;

function dayOf(epochSeconds: number): number {
  return Math.floor(epochSeconds / DAY_SECONDS);
}

function epochOfDay(date: string): number | undefined {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const epoch = Date.UTC(year, month - 1, day) / 1000;
  return new Date(epoch * 1000).getUTCDate() === day ? epoch : undefined;
}

function sixMonthsAfter(epochSeconds: number): number {
  const date = new Date(epochSeconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + MIN_EXCLUSION_MONTHS);
  return date.getTime() / 1000;
}

function checkNumeric(field: (typeof NUMERIC_LIMITS)[number], value: number, current: number | undefined): void {
  if (field === 'session_duration_limit' && value > MAX_SESSION_MINUTES)
    throw new SelfExclusionRefusal(field, 'Session duration limit cannot be more than 6 weeks.');
  if (current !== undefined && value > current)
    throw new SelfExclusionRefusal(field, `Please enter a number between 0 and ${current}.`);
}

function checkTimeout(value: number, now: number): void {
  if (value <= now) throw new SelfExclusionRefusal('timeout_until', 'Timeout time must be greater than current time.');
  if (value > now + MAX_TIMEOUT_DAYS * DAY_SECONDS)
    throw new SelfExclusionRefusal('timeout_until', 'Timeout time cannot be more than 6 weeks.');
}

function checkExclusion(value: string, now: number): string {
  const epoch = epochOfDay(value);
  if (epoch === undefined) throw new SelfExclusionRefusal('exclude_until', 'Exclusion time conversion error.');
  if (dayOf(epoch) <= dayOf(now)) throw new SelfExclusionRefusal('exclude_until', 'Exclude time must be after today.');
  if (epoch < sixMonthsAfter(dayOf(now) * DAY_SECONDS))
    throw new SelfExclusionRefusal('exclude_until', 'Exclude time cannot be less than 6 months.');
  if (dayOf(epoch) > dayOf(now) + MAX_EXCLUSION_DAYS)
    throw new SelfExclusionRefusal('exclude_until', 'Exclude time cannot be for more than five years.');
  return new Date(epoch * 1000).toISOString().slice(0, 10);
}

/**
 * The limits after a set_self_exclusion request (accounts-and-money §5 "Self-exclusion"): a limit
 * already set can only be lowered, never lifted or removed; amounts respect the currency's decimals;
 * session limits and time-outs are at most 6 weeks; an exclusion lasts 6 months to 5 years.
 * Throws SelfExclusionRefusal naming the field at fault.
 */
export function nextSelfExclusion(
  current: SelfExclusion,
  request: SelfExclusionRequest,
  currencyCode: string | undefined,
  nowEpoch: number,
): SelfExclusion {
  const next: SelfExclusion = { ...current };
  const given = Object.entries(request).filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (given.length === 0)
    throw new SelfExclusionRefusal('set_self_exclusion', 'Please provide at least one self-exclusion setting.');
  const currency = currencyCode ? currencyNamed(currencyCode) : undefined;
  for (const field of NUMERIC_LIMITS) {
    const value = request[field];
    if (typeof value !== 'number') continue;
    if (currency && (AMOUNT_LIMITS as readonly string[]).includes(field) && value !== NO_TURNOVER_LIMIT) {
      try {
        toMinorUnits(value, currency);
      } catch {
        throw new SelfExclusionRefusal(field, `Up to ${currency.fractionalDigits} decimal places are allowed.`);
      }
    }
    checkNumeric(field, value, current[field]);
    next[field] = value;
  }
  if (typeof request.timeout_until === 'number') {
    checkTimeout(request.timeout_until, nowEpoch);
    next.timeout_until = request.timeout_until;
  }
  if (typeof request.exclude_until === 'string') next.exclude_until = checkExclusion(request.exclude_until, nowEpoch);
  return next;
}

/** What trading must respect: amounts in minor units of the account currency, absent when unlimited. */
export interface SelfExclusionLimits {
  amounts: Partial<Record<AmountLimit, number>>;
  max_open_bets?: number;
  /** Minutes. */
  session_duration_limit?: number;
}

/** The self-exclusion limits of an account, for checks on buying, deposits and sessions. */
export function selfExclusionLimits(accounts: AccountsState, loginid: string): SelfExclusionLimits {
  const account = accounts.accounts[loginid];
  const exclusion = account?.self_exclusion ?? {};
  const currency = account?.currency ? currencyNamed(account.currency) : undefined;
  const limits: SelfExclusionLimits = { amounts: {} };
  for (const field of AMOUNT_LIMITS) {
    const value = exclusion[field];
    if (value === undefined || value === NO_TURNOVER_LIMIT || !currency) continue;
    limits.amounts[field] = toMinorUnits(value, currency);
  }
  if (exclusion.max_open_bets !== undefined) limits.max_open_bets = exclusion.max_open_bets;
  if (exclusion.session_duration_limit !== undefined) limits.session_duration_limit = exclusion.session_duration_limit;
  return limits;
}
