import type { ContractCategory } from './contract-types';
import type { OfferingGroup } from './underlyings';

/**
 * Durations offered per underlying group and contract category (LC `share/offerings/basic/
 * volatility_non_eu.yml` = `common.yml`, README §5). Tick limits count ticks; the others count seconds.
 */

export type ExpiryKind = 'tick' | 'intraday' | 'forward_start' | 'daily';
/** Which barriers a row allows: ATM (S0P) only, non-ATM only, or either. */
export type BarrierKind = 'atm' | 'non_atm' | 'any';

export interface DurationLimitRow {
  group: OfferingGroup | 'forex_major' | 'session_market';
  category: ContractCategory;
  expiry: ExpiryKind;
  barrier: BarrierKind;
  min: number;
  max: number;
}

const MINUTE = 60;
const HOUR = 3_600;
const DAY = 86_400;

type RowSpec = [ContractCategory, ExpiryKind, BarrierKind, number, number];

function rows(group: DurationLimitRow['group'], specs: readonly RowSpec[]): DurationLimitRow[] {
  return specs.map(([category, expiry, barrier, min, max]) => ({ group, category, expiry, barrier, min, max }));
}

const VOLATILITY_INDICES: readonly RowSpec[] = [
  ['callput', 'tick', 'atm', 1, 10],
  ['callput', 'tick', 'non_atm', 5, 10],
  ['callput', 'intraday', 'any', 15, DAY],
  ['callput', 'forward_start', 'atm', 2 * MINUTE, DAY],
  ['callput', 'daily', 'any', DAY, 365 * DAY],
  ['callputequal', 'tick', 'atm', 1, 10],
  ['callputequal', 'intraday', 'atm', 15, DAY],
  ['callputequal', 'forward_start', 'atm', 2 * MINUTE, DAY],
  ['callputequal', 'daily', 'atm', DAY, 365 * DAY],
  ['touchnotouch', 'tick', 'non_atm', 5, 10],
  ['touchnotouch', 'intraday', 'non_atm', 2 * MINUTE, DAY],
  ['touchnotouch', 'daily', 'non_atm', DAY, 365 * DAY],
  ['endsinout', 'intraday', 'non_atm', 2 * MINUTE, DAY],
  ['endsinout', 'daily', 'non_atm', DAY, 365 * DAY],
  ['staysinout', 'intraday', 'non_atm', 2 * MINUTE, DAY],
  ['staysinout', 'daily', 'non_atm', DAY, 365 * DAY],
  ['digits', 'tick', 'any', 1, 10],
  ['asian', 'tick', 'any', 5, 10],
  ['reset', 'tick', 'any', 5, 10],
  ['reset', 'intraday', 'any', 20, 2 * HOUR],
  ['lookback', 'intraday', 'any', MINUTE, 30 * MINUTE],
  ['highlowticks', 'tick', 'any', 5, 5],
  ['runs', 'tick', 'atm', 2, 5],
  ['callputspread', 'tick', 'any', 1, 10],
  ['callputspread', 'intraday', 'any', 15, 2 * HOUR],
];

/** Bull/Bear: no daily contracts. */
const BULL_BEAR_INDICES: readonly RowSpec[] = [
  ['callput', 'tick', 'atm', 1, 10],
  ['callput', 'tick', 'non_atm', 5, 10],
  ['callput', 'intraday', 'any', 15, DAY],
  ['callput', 'forward_start', 'atm', 2 * MINUTE, DAY],
  ['callputequal', 'tick', 'atm', 1, 10],
  ['callputequal', 'intraday', 'atm', 15, DAY],
  ['callputequal', 'forward_start', 'atm', 2 * MINUTE, DAY],
  ['digits', 'tick', 'any', 1, 10],
  ['touchnotouch', 'intraday', 'non_atm', 2 * MINUTE, DAY],
  ['endsinout', 'intraday', 'non_atm', 2 * MINUTE, DAY],
  ['staysinout', 'intraday', 'non_atm', 2 * MINUTE, DAY],
];

/** Major forex pairs, for a world that offers them. */
const FOREX_MAJORS: readonly RowSpec[] = [
  ['callput', 'intraday', 'atm', 15 * MINUTE, DAY],
  ['callput', 'daily', 'any', DAY, 365 * DAY],
  ['callputequal', 'intraday', 'atm', 15 * MINUTE, DAY],
  ['callputequal', 'daily', 'atm', DAY, 365 * DAY],
  ['touchnotouch', 'daily', 'non_atm', DAY, 365 * DAY],
  ['endsinout', 'daily', 'non_atm', DAY, 365 * DAY],
  ['staysinout', 'daily', 'non_atm', DAY, 365 * DAY],
  ['callputspread', 'intraday', 'any', 15 * MINUTE, 2 * HOUR],
];

/** Stock indices, stocks and commodities: markets with sessions; the forex rows without spreads. */
const SESSION_MARKETS: readonly RowSpec[] = FOREX_MAJORS.filter(([category]) => category !== 'callputspread');

export const DEFAULT_DURATION_LIMITS: readonly DurationLimitRow[] = [
  ...rows('volatility', VOLATILITY_INDICES),
  ...rows('bull_bear', BULL_BEAR_INDICES),
  ...rows('forex_major', FOREX_MAJORS),
  ...rows('session_market', SESSION_MARKETS),
];

export interface DurationQuery {
  group: DurationLimitRow['group'];
  category: ContractCategory;
  expiry: ExpiryKind;
  atm: boolean;
}

/** The offered range, or undefined when the combination is not offered at all. */
export function durationLimits(
  query: DurationQuery,
  table: readonly DurationLimitRow[] = DEFAULT_DURATION_LIMITS,
): { min: number; max: number } | undefined {
  const barrier: BarrierKind = query.atm ? 'atm' : 'non_atm';
  const row = table.find(
    (candidate) =>
      candidate.group === query.group &&
      candidate.category === query.category &&
      candidate.expiry === query.expiry &&
      (candidate.barrier === 'any' || candidate.barrier === barrier),
  );
  return row === undefined ? undefined : { min: row.min, max: row.max };
}
