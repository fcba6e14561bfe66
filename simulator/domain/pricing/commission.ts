import { DEFAULT_COMMISSION_TABLES, type CommissionTables } from './commission-tables';
import { CONTRACT_CATEGORY, type ContractType } from './contract-types';

/**
 * From theoretical probability to ask and bid probabilities for binary contracts (README §4; the
 * private Price::Calculator, pinned by BOM's public tests). All amounts are fractions of the payout.
 */

export interface CommissionSubject {
  contractType: ContractType;
  symbol: string;
  market: string;
  submarket: string;
  /** Tick count for tick-expiry contracts; absent for time-based ones. */
  tickCount?: number;
  /** Pricing a sell-back: the synthetic tick touch extra is charged on purchase only. */
  forSale: boolean;
}

/** Base commission for a contract, before the size multiplier. */
export function baseCommission(
  subject: CommissionSubject,
  tables: CommissionTables = DEFAULT_COMMISSION_TABLES,
): number {
  const scaling = (tables.scalingPercentByMarket[subject.market] ?? 100) / 100;
  return baseBeforeScaling(subject, tables) * scaling;
}

function baseBeforeScaling(subject: CommissionSubject, tables: CommissionTables): number {
  const { contractType, symbol, market, submarket, tickCount, forSale } = subject;
  if (CONTRACT_CATEGORY[contractType] === 'runs') {
    const runs = tickCount === undefined ? undefined : tables.runsByTicks[tickCount];
    if (runs === undefined) throw new RangeError(`no runs commission for ${String(tickCount)} ticks`);
    return runs;
  }
  const typeOverride = tables.baseByContractType[contractType];
  if (typeOverride !== undefined) return typeOverride;
  const underlyingBase =
    tables.baseBySymbol[symbol] ??
    tables.baseBySubmarket[submarket] ??
    tables.baseByMarket[market] ??
    tables.defaultBase;
  const tickTouch =
    market === 'synthetic_index' &&
    tickCount !== undefined &&
    !forSale &&
    CONTRACT_CATEGORY[contractType] === 'touchnotouch';
  return tickTouch ? underlyingBase + tables.syntheticTickTouchExtra : underlyingBase;
}

export function deepOtmThreshold(market: string, tables: CommissionTables = DEFAULT_COMMISSION_TABLES): number {
  const threshold = tables.deepOtmThresholdByMarket[market];
  if (threshold === undefined) throw new RangeError(`no deep OTM threshold for market ${market}`);
  return threshold;
}

/** Commission grows with the size of the bet: ×1 up to a payout standard deviation of 500, ×2 from 25 000. */
export const COMMISSION_SIZE_SCALE = { minStd: 500, maxStd: 25_000, minMultiplier: 1, maxMultiplier: 2 } as const;
export const COMMISSION_SIZE_SLOPE =
  (COMMISSION_SIZE_SCALE.maxMultiplier - COMMISSION_SIZE_SCALE.minMultiplier) /
  (COMMISSION_SIZE_SCALE.maxStd - COMMISSION_SIZE_SCALE.minStd);

/** m(payout, p) with sd = payout·√(p(1 − p)), linear between the two bounds. */
export function commissionMultiplier(payout: number, theoProbability: number): number {
  const std = payout * Math.sqrt(theoProbability * (1 - theoProbability));
  if (std <= COMMISSION_SIZE_SCALE.minStd) return COMMISSION_SIZE_SCALE.minMultiplier;
  if (std >= COMMISSION_SIZE_SCALE.maxStd) return COMMISSION_SIZE_SCALE.maxMultiplier;
  return COMMISSION_SIZE_SCALE.minMultiplier + (std - COMMISSION_SIZE_SCALE.minStd) * COMMISSION_SIZE_SLOPE;
}

export interface MarkupInputs {
  theoProbability: number;
  payout: number;
  baseCommission: number;
  /** The app developer's markup in percent of payout (`app_markup_percentage`). */
  appMarkupPercentage?: number;
  /** Smallest commission in payout currency; defaults to the table's 0.02. */
  minCommissionAmount?: number;
}

/** base × m + app markup, at least minCommissionAmount / payout. */
export function commissionMarkup(inputs: MarkupInputs): number {
  const { theoProbability, payout, appMarkupPercentage = 0 } = inputs;
  const minAmount = inputs.minCommissionAmount ?? DEFAULT_COMMISSION_TABLES.minCommissionAmount;
  const markup = inputs.baseCommission * commissionMultiplier(payout, theoProbability) + appMarkupPercentage / 100;
  return Math.max(markup, minAmount / payout);
}

/** Ask = theo + markup, at least the market's deep-OTM threshold and at most 1. */
export function askProbability(theoProbability: number, markup: number, deepOtmFloor: number): number {
  return Math.min(1, Math.max(deepOtmFloor, theoProbability + markup));
}

/** Sell-back = theo − markup, floored at 0 only: no deep-OTM floor on the way out. */
export function bidProbability(theoProbability: number, markup: number): number {
  return Math.max(0, theoProbability - markup);
}
