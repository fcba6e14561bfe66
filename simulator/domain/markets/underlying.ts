import type { ContractCategory } from '../pricing/contract-types';
import type { DurationLimitRow } from '../pricing/duration-limits';
import type { TradingHours } from './trading-hours';

/** Markets in the platform's display order (trading-core §3 "Market display order"). */
export const MARKET_ORDER = ['forex', 'volidx', 'indices', 'stocks', 'commodities'] as const;
type MarketCode = (typeof MARKET_ORDER)[number];

export const MARKET_DISPLAY_NAME: Readonly<Record<MarketCode, string>> = {
  forex: 'Forex',
  volidx: 'Volatility Indices',
  indices: 'Indices',
  stocks: 'OTC Stocks',
  commodities: 'Commodities',
};

/** The exchange each market's quotes come from, as active_symbols and contracts_for name it. */
export const EXCHANGE_NAME: Readonly<Record<MarketCode, string>> = {
  forex: 'FOREX',
  volidx: 'RANDOM',
  indices: 'OTC',
  stocks: 'OTC',
  commodities: 'FOREX',
};

/** Product types of active_symbols and contracts_for. */
export type ProductType = 'basic' | 'multi_barrier';

/** One tradable underlying: wire names, feed parameters, trading hours and what it offers. */
export interface Underlying {
  symbol: string;
  display_name: string;
  market: MarketCode;
  submarket: string;
  submarket_display_name: string;
  /** e.g. forex, stockindex, commodities; empty for the volatility indices, as the platform sends it. */
  symbol_type: string;
  /** Quotes are rounded to this size; its decimals are the quote's decimals. */
  pip: number;
  /** Annual volatility of the feed, also the one pricing uses. */
  vol: number;
  /** Seconds between ticks. */
  tickIntervalSeconds: number;
  /** UTC trading hours: weekly sessions and holidays. */
  schedule: TradingHours;
  /** The first quote of the feed, at FEED_ORIGIN_EPOCH. */
  openingSpot: number;
  /** Contract categories offered with product_type basic. */
  categories: readonly ContractCategory[];
  /** Whether multi-barrier trading periods are offered. */
  multiBarrier: boolean;
  /** Where pricing looks this underlying up: commission and limit tables by market and submarket. */
  pricingMarket: 'synthetic_index' | 'forex' | 'indices' | 'stocks' | 'commodities';
  /** The row group of `domain/pricing/duration-limits.ts` that gives its durations. */
  durationGroup: DurationLimitRow['group'];
  /** Quote currency, e.g. USD for frxEURUSD; absent for synthetic indices. */
  quotedCurrency?: string;
}

/** Decimals a quote of this pip size is shown with. */
export function pipDecimals(pip: number): number {
  const known = DECIMALS.get(pip);
  if (known !== undefined) return known;
  const decimals = decimalsOf(pip);
  DECIMALS.set(pip, decimals);
  return decimals;
}

const DECIMALS = new Map<number, number>();

function decimalsOf(pip: number): number {
  const text = pip.toString();
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Rounds a quote to the pip size, as every published quote is. */
export function roundToPip(quote: number, pip: number): number {
  const scale = 10 ** pipDecimals(pip);
  return Math.round(quote * scale) / scale;
}
