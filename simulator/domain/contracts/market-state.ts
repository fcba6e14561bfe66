import { MULTI_BARRIER_CATEGORIES } from '../markets/contract-catalogue';
import type { Tick } from '../markets/feed';
import type { Underlying } from '../markets/underlying';
import type { ContractCategory } from '../pricing/contract-types';
import type { DurationLimitRow } from '../pricing/duration-limits';
import { CONTRACT_CATEGORY } from '../pricing/contract-types';
import { syntheticDrift, type SyntheticUnderlying } from '../pricing/underlyings';

/** What contract validation and pricing need to know of an underlying. */
export interface ContractUnderlying {
  symbol: string;
  displayName: string;
  /** Market and submarket as the commission and limit tables key them (synthetic_index, forex, ...). */
  market: string;
  submarket: string;
  pipSize: number;
  /** Annual volatility and drift μ = r − q used by the closed forms. */
  vol: number;
  drift: number;
  generationIntervalSeconds: number;
  durationGroup: DurationLimitRow['group'];
  /** Contract categories offered with product_type basic. */
  categories: readonly ContractCategory[];
  /** Contract categories offered with product_type multi_barrier (predefined periods and barriers). */
  multiBarrierCategories: readonly ContractCategory[];
}

/** The market as a contract is validated or priced against. */
export interface MarketState {
  underlying: ContractUnderlying;
  /** The latest tick. */
  spot: number;
  spotEpoch: number;
  /** The world clock, epoch seconds. */
  nowEpoch: number;
  exchangeIsOpen: boolean;
  isTradingSuspended: boolean;
  /**
   * Ticks of a started contract: the entry tick first, then every tick after it up to now. Absent or
   * empty before the start (a proposal), when the current spot stands in for the entry spot.
   */
  path?: readonly Tick[];
}

export function isSynthetic(underlying: ContractUnderlying): boolean {
  return underlying.market === 'synthetic_index';
}

/** Decimals of a quote with this pip size. */
export function pipDecimals(pipSize: number): number {
  return Math.max(0, Math.round(-Math.log10(pipSize)));
}

/** A quote as the platform shows it: rounded to the pip, with the pip's decimals. */
export function pipSized(value: number, pipSize: number): string {
  const decimals = pipDecimals(pipSize);
  return (Math.round(value / pipSize) * pipSize).toFixed(decimals);
}

const EVERY_CATEGORY = [...new Set(Object.values(CONTRACT_CATEGORY))];

/** A synthetic index of the pricing tables as a contract underlying offering every category. */
export function syntheticContractUnderlying(underlying: SyntheticUnderlying): ContractUnderlying {
  return {
    symbol: underlying.symbol,
    displayName: underlying.displayName,
    market: underlying.market,
    submarket: underlying.submarket,
    pipSize: underlying.pipSize,
    vol: underlying.vol,
    drift: syntheticDrift(underlying),
    generationIntervalSeconds: underlying.generationIntervalSeconds,
    durationGroup: underlying.offeringGroup,
    categories: EVERY_CATEGORY,
    multiBarrierCategories: [],
  };
}

/** A catalogue underlying as contracts see it. The catalogue's indices and markets carry no drift. */
export function contractUnderlyingOf(underlying: Underlying): ContractUnderlying {
  return {
    symbol: underlying.symbol,
    displayName: underlying.display_name,
    market: underlying.pricingMarket,
    submarket: underlying.submarket,
    pipSize: underlying.pip,
    vol: underlying.vol,
    drift: 0,
    generationIntervalSeconds: underlying.tickIntervalSeconds,
    durationGroup: underlying.durationGroup,
    categories: underlying.categories,
    multiBarrierCategories: underlying.multiBarrier ? MULTI_BARRIER_CATEGORIES : [],
  };
}
