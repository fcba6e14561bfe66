import type { MultiBarrierContracts } from '../../api/endpoints/multi-barrier';
import { barrierKey } from '../../api/endpoints/multi-barrier-prices';
import { REMAINING_TIME_ALERT_S } from '../../lib/constants';

type Entry = MultiBarrierContracts['available'][number];
type BarrierValue = string | [string, string];

/** A predefined trading period, named by its start and expiry epochs (`start_expiry`). */
export interface TradingPeriod {
  key: string;
  start: number;
  expiry: number;
  /** The platform's label: 2h15m, 5h15m, 0d, 1W, 1M, 3M, 1Y. */
  duration: string;
}

export interface Category {
  name: string;
  label: string;
}

/** One row of the price table: a barrier (or pair) and the contract types priced at it. */
export interface BarrierRow {
  key: string;
  barrier: string;
  barrier2: string | undefined;
}

/** What the page offers in one period and category: its contract types and live barrier rows. */
export interface PeriodOffer {
  contractTypes: { type: string; label: string }[];
  /** Barriers not yet expired, highest first. */
  rows: BarrierRow[];
  /** Every barrier of the period is expired (ALL_EXPIRED). */
  allExpired: boolean;
}

export function periodKey(start: number, expiry: number): string {
  return `${start}_${expiry}`;
}

/** Parses `start_expiry`; anything else is no period. */
export function parsePeriodKey(key: string): { start: number; expiry: number } | undefined {
  const match = /^(\d+)_(\d+)$/.exec(key);
  if (!match) return undefined;
  const start = Number(match[1]);
  const expiry = Number(match[2]);
  return start < expiry ? { start, expiry } : undefined;
}

const periodOf = (entry: Entry): TradingPeriod | undefined => {
  const period = entry.trading_period;
  if (!period) return undefined;
  const start = period.date_start.epoch;
  const expiry = period.date_expiry.epoch;
  return { key: periodKey(start, expiry), start, expiry, duration: period.duration };
};

/** The categories on offer, in the order the platform lists them. */
export function categoriesOf(contracts: MultiBarrierContracts): Category[] {
  const seen = new Map<string, Category>();
  for (const entry of contracts.available) {
    if (!seen.has(entry.contract_category))
      seen.set(entry.contract_category, { name: entry.contract_category, label: entry.contract_category_display });
  }
  return [...seen.values()];
}

/** The trading periods of one category, shortest expiry first. */
export function periodsOf(contracts: MultiBarrierContracts, category: string): TradingPeriod[] {
  const periods = new Map<string, TradingPeriod>();
  for (const entry of contracts.available) {
    const period = entry.contract_category === category ? periodOf(entry) : undefined;
    if (period && !periods.has(period.key)) periods.set(period.key, period);
  }
  return [...periods.values()].sort((a, b) => a.expiry - b.expiry || a.start - b.start);
}

/**
 * The period chosen when the visitor has chosen none: the first with more than 120 s left at `now`
 * (one with less is inactive), or the first of all when every one is that close to its end.
 */
export function defaultPeriod(periods: readonly TradingPeriod[], now: number): TradingPeriod | undefined {
  return periods.find((period) => period.expiry - now > REMAINING_TIME_ALERT_S) ?? periods[0];
}

const valueKey = (value: BarrierValue): string =>
  typeof value === 'string' ? barrierKey(value) : barrierKey(value[0], value[1]);

const rowOf = (value: BarrierValue): BarrierRow =>
  typeof value === 'string'
    ? { key: valueKey(value), barrier: value, barrier2: undefined }
    : { key: valueKey(value), barrier: value[0], barrier2: value[1] };

/** Highest barrier (or pair by its high side) first, as a price ladder reads. */
const byLevelDescending = (a: BarrierRow, b: BarrierRow): number =>
  Number(b.barrier2 ?? b.barrier) - Number(a.barrier2 ?? a.barrier) || Number(b.barrier) - Number(a.barrier);

/**
 * The contract types and live barriers of a period in a category. A barrier expired for any of the
 * category's contract types leaves the table.
 */
export function offerOf(contracts: MultiBarrierContracts, category: string, period: string): PeriodOffer {
  const entries = contracts.available.filter(
    (entry) => entry.contract_category === category && periodOf(entry)?.key === period,
  );
  const expired = new Set(entries.flatMap((entry) => (entry.expired_barriers ?? []).map(valueKey)));
  const rows = new Map<string, BarrierRow>();
  for (const entry of entries) {
    for (const value of entry.available_barriers ?? []) rows.set(valueKey(value), rowOf(value));
  }
  const live = [...rows.values()].filter((row) => !expired.has(row.key)).sort(byLevelDescending);
  return {
    contractTypes: [
      ...new Map(entries.map((entry) => [entry.contract_type, entry.contract_display ?? entry.contract_type])),
    ].map(([type, label]) => ({ type, label })),
    rows: live,
    allExpired: rows.size > 0 && live.length === 0,
  };
}

export type ChartSeries = 'line' | 'ohlc' | 'candlestick';

/** The chart's time frame for a period (trading-core §9): seconds per point and the series drawn. */
export function chartFrame(duration: string): { granularity: 60 | 1_800 | 86_400; series: ChartSeries } {
  if (/^\d+h/i.test(duration)) return { granularity: 60, series: 'line' };
  if (/^0d$/i.test(duration)) return { granularity: 1_800, series: 'ohlc' };
  if (/^1w$/i.test(duration)) return { granularity: 86_400, series: 'ohlc' };
  return { granularity: 86_400, series: 'candlestick' };
}
