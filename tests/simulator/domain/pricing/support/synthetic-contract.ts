import { expect } from 'vitest';

import { SHIFTED_BARRIER_TYPES, type ContractType } from '../../../../../simulator/domain/pricing/contract-types';
import {
  asianDownProbability,
  asianUpProbability,
  callProbability,
  expiryMissProbability,
  expiryRangeProbability,
  putProbability,
} from '../../../../../simulator/domain/pricing/european-digitals';
import type { MarketInputs } from '../../../../../simulator/domain/pricing/market-inputs';
import {
  pricingDurationSeconds,
  pricingYears,
  shiftedBarrier,
  tickExpirySeconds,
} from '../../../../../simulator/domain/pricing/pricing-conventions';
import { rangeProbability, upOrDownProbability } from '../../../../../simulator/domain/pricing/stays-between';
import { noTouchProbability, oneTouchProbability } from '../../../../../simulator/domain/pricing/touch';
import {
  findSyntheticUnderlying,
  syntheticDrift,
  type SyntheticUnderlying,
} from '../../../../../simulator/domain/pricing/underlyings';
import {
  field,
  hasField,
  numberField,
  optionalNumberField,
  stringField,
  type ReferenceVector,
} from './reference-vectors';

/**
 * Turns a vector that describes a contract on a synthetic index (symbol, spot, barriers, duration)
 * into pricing inputs the way the platform does, checking each intermediate value the vector states.
 */

/** Vectors without epochs are taken to start on an even second, as every BOM test contract does. */
const ASSUMED_START_EPOCH = 0;

export function underlyingOf(vector: ReferenceVector): SyntheticUnderlying {
  const symbol = stringField(vector.inputs, 'symbol');
  const underlying = findSyntheticUnderlying(symbol);
  if (underlying === undefined) throw new Error(`${vector.id}: ${symbol} is not a synthetic index priced here`);
  return underlying;
}

/** "S0P" (or the Asian's "current spot") → spot; "+0.5 (1000.5)" → 1000.5; "+0.5" → spot + 0.5; "100.10" → 100.1. */
export function parseBarrier(raw: unknown, spot: number): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') throw new Error(`unreadable barrier ${JSON.stringify(raw)}`);
  if (raw === 'S0P' || raw.startsWith('current spot')) return spot;
  const absolute = /\(([\d.]+)\)/.exec(raw)?.[1];
  if (absolute !== undefined) return Number(absolute);
  if (/^[+-]/.test(raw)) return spot + Number(raw);
  return Number(raw);
}

/** "60s", "15m", "2h", "1d" → seconds; "5t" → ticks. */
export function parseDuration(raw: string): { amount: number; unit: 't' | 's' } {
  const match = /^(\d+)([tsmhd])$/.exec(raw);
  if (match?.[1] === undefined || match[2] === undefined) throw new Error(`unreadable duration ${raw}`);
  const amount = Number(match[1]);
  const seconds: Record<string, number> = { s: 1, m: 60, h: 3_600, d: 86_400 };
  return match[2] === 't' ? { amount, unit: 't' } : { amount: amount * (seconds[match[2]] ?? 1), unit: 's' };
}

export interface ContractTerms {
  underlying: SyntheticUnderlying;
  spot: number;
  atm: boolean;
  tickExpiry: boolean;
  forSale: boolean;
  /** Tick count of a tick-expiry contract. */
  ticks?: number;
  /** The duration the contract runs, before any trim. */
  seconds: number;
}

export function contractTerms(vector: ReferenceVector, atm: boolean): ContractTerms {
  const { inputs } = vector;
  const underlying = underlyingOf(vector);
  const spot = numberField(inputs, 'spot');
  const interval = underlying.generationIntervalSeconds;
  const common = { underlying, spot, atm };
  if (hasField(inputs, 'remaining_s')) {
    return { ...common, tickExpiry: false, forSale: true, seconds: numberField(inputs, 'remaining_s') };
  }
  const ticks = optionalNumberField(inputs, 'ticks');
  const duration = hasField(inputs, 'duration') ? parseDuration(stringField(inputs, 'duration')) : undefined;
  const tickCount = duration?.unit === 't' ? duration.amount : ticks;
  if (tickCount !== undefined) {
    const seconds = tickExpirySeconds(tickCount, interval);
    if (hasField(inputs, 't_seconds')) expect(seconds, `${vector.id} tick span`).toBe(numberField(inputs, 't_seconds'));
    return { ...common, tickExpiry: true, forSale: false, ticks: tickCount, seconds };
  }
  if (hasField(inputs, 'date_start')) {
    const seconds = numberField(inputs, 'date_expiry') - numberField(inputs, 'date_start');
    return { ...common, tickExpiry: false, forSale: false, seconds };
  }
  const seconds = hasField(inputs, 'duration_s') ? numberField(inputs, 'duration_s') : duration?.amount;
  if (seconds === undefined) throw new Error(`${vector.id}: no duration`);
  return { ...common, tickExpiry: false, forSale: false, seconds };
}

/** Seconds priced after the 2-second trim, checked against the vector's effective duration. */
export function pricedSeconds(vector: ReferenceVector, terms: ContractTerms): number {
  const startEpoch = optionalNumberField(vector.inputs, 'date_start') ?? ASSUMED_START_EPOCH;
  const seconds = pricingDurationSeconds({
    startEpoch,
    expiryEpoch: startEpoch + terms.seconds,
    generationIntervalSeconds: terms.underlying.generationIntervalSeconds,
    atm: terms.atm,
    tickExpiry: terms.tickExpiry,
    forSale: terms.forSale,
  });
  const stated = optionalNumberField(vector.inputs, 'effective_duration_s');
  if (stated !== undefined) expect(seconds, `${vector.id} effective duration`).toBe(stated);
  return seconds;
}

export function marketFor(vector: ReferenceVector, terms: ContractTerms, seconds: number): MarketInputs {
  const { inputs } = vector;
  const years = pricingYears(seconds);
  const statedYears = field(inputs, 't_years');
  if (typeof statedYears === 'number') expect(years, `${vector.id} t_years`).toBeCloseTo(statedYears, 15);
  return {
    spot: terms.spot,
    years,
    discountRate: optionalNumberField(inputs, 'r_q') ?? 0,
    drift: optionalNumberField(inputs, 'mu') ?? syntheticDrift(terms.underlying),
    vol: optionalNumberField(inputs, 'sigma') ?? terms.underlying.vol,
  };
}

export interface PricedBinary {
  theo: number;
  terms: ContractTerms;
}

type BinaryPricer = (market: MarketInputs, barriers: readonly number[]) => number;

function first(barriers: readonly number[]): number {
  const [barrier] = barriers;
  if (barrier === undefined) throw new Error('missing barrier');
  return barrier;
}
function pair(barriers: readonly number[]): [number, number] {
  const [high, low] = barriers;
  if (high === undefined || low === undefined) throw new Error('missing high/low barrier');
  return [high, low];
}

const BINARY_PRICERS: Partial<Record<ContractType, BinaryPricer>> = {
  CALL: (m, b) => callProbability(m, first(b)),
  CALLE: (m, b) => callProbability(m, first(b)),
  PUT: (m, b) => putProbability(m, first(b)),
  PUTE: (m, b) => putProbability(m, first(b)),
  ONETOUCH: (m, b) => oneTouchProbability(m, first(b)),
  NOTOUCH: (m, b) => noTouchProbability(m, first(b)),
  EXPIRYRANGE: (m, b) => expiryRangeProbability(m, ...pair(b)),
  EXPIRYMISS: (m, b) => expiryMissProbability(m, ...pair(b)),
  RANGE: (m, b) => rangeProbability(m, ...pair(b)),
  UPORDOWN: (m, b) => upOrDownProbability(m, ...pair(b)),
  ASIANU: (m) => asianUpProbability(m),
  ASIAND: (m) => asianDownProbability(m),
};

function statedPricingBarriers(inputs: Record<string, unknown>): number[] | undefined {
  const raw = inputs.barriers_for_pricing ?? inputs.barrier_for_pricing;
  if (typeof raw === 'number') return [raw];
  if (Array.isArray(raw) && raw.every((value) => typeof value === 'number')) return raw;
  return undefined;
}

/** Theoretical probability of a synthetic binary, with its barriers shifted when path dependent. */
export function priceSyntheticBinary(vector: ReferenceVector, type: ContractType): PricedBinary {
  const { inputs } = vector;
  const spot = numberField(inputs, 'spot');
  const twoBarriers = hasField(inputs, 'high_barrier');
  const barriers = twoBarriers
    ? [parseBarrier(inputs.high_barrier, spot), parseBarrier(inputs.low_barrier, spot)]
    : [parseBarrier(inputs.barrier ?? 'S0P', spot)];
  const atm = !twoBarriers && (inputs.barrier === 'S0P' || type === 'ASIANU' || type === 'ASIAND');
  const terms = contractTerms(vector, atm);
  const market = marketFor(vector, terms, pricedSeconds(vector, terms));
  const forPricing = SHIFTED_BARRIER_TYPES.has(type)
    ? barriers.map((barrier) => shiftedBarrier(barrier, spot, market.vol, terms.underlying.generationIntervalSeconds))
    : barriers;
  const stated = statedPricingBarriers(inputs);
  stated?.forEach((barrier, i) => expect(forPricing[i], `${vector.id} barrier for pricing`).toBeCloseTo(barrier, 6));
  const pricer = BINARY_PRICERS[type];
  if (pricer === undefined) throw new Error(`${vector.id}: ${type} is not a synthetic binary`);
  return { theo: pricer(market, forPricing), terms };
}
