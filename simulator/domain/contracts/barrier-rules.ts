import type { ContractCategory, ContractType } from '../pricing/contract-types';
import { isValidDigitPrediction, type DigitContractType } from '../pricing/tick-contracts';
import { spreadBarriers } from '../pricing/spreads';
import {
  absoluteBarrier,
  ENTRY_SPOT_BARRIER,
  isEntrySpot,
  isRelative,
  parseBarrier,
  pipsAway,
  writtenDecimals,
} from './barriers';
import { contractError, invalidToBuy } from './contract-errors';
import { isSynthetic, pipDecimals, pipSized, type MarketState } from './market-state';
import type { ProposalParameters } from './proposal-parameters';

/** How many barriers each category takes, and what an omitted single barrier means. */
type BarrierShape = 'none' | 'single' | 'single-at-spot' | 'double' | 'digit' | 'spread';

const SHAPE_OF_CATEGORY: Record<ContractCategory, BarrierShape> = {
  callput: 'single-at-spot',
  callputequal: 'single-at-spot',
  reset: 'single-at-spot',
  touchnotouch: 'single',
  endsinout: 'double',
  staysinout: 'double',
  callputspread: 'spread',
  digits: 'digit',
  asian: 'none',
  lookback: 'none',
  highlowticks: 'none',
  runs: 'none',
};

/** Path-dependent categories: their barriers must keep a distance from the spot and straddle it. */
const PATH_DEPENDENT: ReadonlySet<ContractCategory> = new Set(['touchnotouch', 'staysinout']);

export interface BarrierRules {
  /** Closest a path-dependent barrier may be to the spot, in pips (BOM `minimum_allowable_move`). */
  minimumMovePips: number;
  /** Absolute barriers must lie within these multiples of the spot (BOM `Role/SingleBarrier.pm`). */
  minSpotMultiple: number;
  maxSpotMultiple: number;
}

export const DEFAULT_BARRIER_RULES: BarrierRules = { minimumMovePips: 2, minSpotMultiple: 0.25, maxSpotMultiple: 2.5 };

export interface ContractBarriers {
  barrier?: string;
  barrier2?: string;
  /** Entry-spot single barrier (S0P): the duration tables and the pricing trim treat it apart. */
  atm: boolean;
}

function checkDigit(type: ContractType, barrier: string | undefined): ContractBarriers {
  if (type === 'DIGITEVEN' || type === 'DIGITODD') {
    if (barrier !== undefined) throw invalidToBuy('InvalidInput', ['barrier', type], { field: 'barrier' });
    return { atm: false };
  }
  if (barrier === undefined) {
    throw contractError('ContractCreationFailure', 'MissingRequiredInput', [
      'last digit prediction for digit contracts',
    ]);
  }
  const digit = Number(barrier);
  if (!/^\d$/.test(barrier)) throw invalidToBuy('BarrierNotInRange', [0, 9], { field: 'barrier' });
  if (!isValidDigitPrediction(type as DigitContractType, digit)) {
    const [low, high] = type === 'DIGITOVER' ? [0, 8] : [1, 9];
    throw invalidToBuy('DigitOutOfRange', [low, high], { field: 'barrier' });
  }
  return { barrier: String(digit), atm: false };
}

function checkWritten(text: string, field: string, market: MarketState): void {
  const decimals = pipDecimals(market.underlying.pipSize);
  if (writtenDecimals(text) > decimals) {
    throw contractError('BarrierValidationError', 'BarrierDecimals', [decimals], { field });
  }
  const parsed = parseBarrier(text);
  if (parsed.kind === 'absolute' && parsed.value === 0) throw invalidToBuy('ZeroAbsoluteBarrier', [], { field });
}

function checkLevel(
  level: number,
  key: 'BarrierOutOfRange' | 'InvalidHighLowBarrrierRange' | 'InvalidLowBarrrierRange',
  field: string,
  spot: number,
  rules: BarrierRules,
): void {
  if (level < rules.minSpotMultiple * spot || level > rules.maxSpotMultiple * spot) {
    throw invalidToBuy(key, [], { field });
  }
}

function checkMove(level: number, field: string, market: MarketState, rules: BarrierRules): void {
  if (pipsAway(level, market.spot, market.underlying.pipSize) < rules.minimumMovePips) {
    throw invalidToBuy('InvalidBarrierForSpot', [rules.minimumMovePips], { field });
  }
}

/** Relative barriers on contracts of a day or more are refused outside the synthetic indices. */
function checkRelativeAllowed(texts: readonly string[], daily: boolean, market: MarketState): void {
  if (daily && !isSynthetic(market.underlying) && texts.some((text) => isRelative(text) && !isEntrySpot(text))) {
    throw invalidToBuy('NeedAbsoluteBarrier', [], { field: 'barrier' });
  }
}

function single(
  category: ContractCategory,
  barrier: string,
  daily: boolean,
  market: MarketState,
  rules: BarrierRules,
): ContractBarriers {
  checkWritten(barrier, 'barrier', market);
  checkRelativeAllowed([barrier], daily, market);
  const level = absoluteBarrier(barrier, market.spot, market.underlying.pipSize);
  checkLevel(level, 'BarrierOutOfRange', 'barrier', market.spot, rules);
  if (PATH_DEPENDENT.has(category)) checkMove(level, 'barrier', market, rules);
  const atm = isEntrySpot(barrier);
  if (category === 'reset' && !atm) throw invalidToBuy('ResetBarrierError', [], { field: 'barrier' });
  return { barrier: atm ? ENTRY_SPOT_BARRIER : barrier, atm };
}

function double(
  category: ContractCategory,
  high: string,
  low: string,
  daily: boolean,
  market: MarketState,
  rules: BarrierRules,
): ContractBarriers {
  checkWritten(high, 'barrier', market);
  checkWritten(low, 'barrier2', market);
  if (isRelative(high) !== isRelative(low))
    throw invalidToBuy('InvalidBarrierDifferentType', [], { field: 'barrier2' });
  checkRelativeAllowed([high, low], daily, market);
  const { spot, underlying } = market;
  const highLevel = absoluteBarrier(high, spot, underlying.pipSize);
  const lowLevel = absoluteBarrier(low, spot, underlying.pipSize);
  if (highLevel === lowLevel) throw invalidToBuy('SameBarriersNotAllowed', [], { field: 'barrier2' });
  if (highLevel < lowLevel) throw invalidToBuy('InvalidHighBarrier', [], { field: 'barrier' });
  checkLevel(highLevel, 'InvalidHighLowBarrrierRange', 'barrier', spot, rules);
  checkLevel(lowLevel, 'InvalidLowBarrrierRange', 'barrier2', spot, rules);
  if (PATH_DEPENDENT.has(category) || category === 'callputspread') {
    if (!(lowLevel < spot && spot < highLevel)) throw invalidToBuy('InvalidBarrierRange', [], { field: 'barrier' });
  }
  if (PATH_DEPENDENT.has(category)) {
    checkMove(highLevel, 'barrier', market, rules);
    checkMove(lowLevel, 'barrier2', market, rules);
  }
  return { barrier: high, barrier2: low, atm: false };
}

/** Spread barriers from `barrier_range` (middle by default), as offsets from the entry spot. */
function spreadRange(params: ProposalParameters, market: MarketState): ContractBarriers {
  const { spot, underlying } = market;
  const { highBarrier, lowBarrier } = spreadBarriers({
    spot,
    vol: underlying.vol,
    pipSize: underlying.pipSize,
    range: params.barrier_range ?? 'middle',
    daysPerYear: isSynthetic(underlying) ? 365 : 252,
  });
  return {
    barrier: `+${pipSized(highBarrier - spot, underlying.pipSize)}`,
    barrier2: `-${pipSized(spot - lowBarrier, underlying.pipSize)}`,
    atm: false,
  };
}

/**
 * The contract's barriers, checked for count, form and distance from the current spot. Single
 * barriers of rise/fall and resets default to the entry spot (S0P).
 */
export function contractBarriers(
  type: ContractType,
  category: ContractCategory,
  params: ProposalParameters,
  daily: boolean,
  market: MarketState,
  rules: BarrierRules = DEFAULT_BARRIER_RULES,
): ContractBarriers {
  const { barrier, barrier2 } = params;
  const shape = SHAPE_OF_CATEGORY[category];
  if (shape === 'digit') {
    if (barrier2 !== undefined) throw invalidToBuy('InvalidBarrierSingle', [], { field: 'barrier2' });
    return checkDigit(type, barrier);
  }
  if (shape === 'none') {
    if (barrier !== undefined || barrier2 !== undefined) {
      throw invalidToBuy('InvalidInput', ['barrier', type], { field: 'barrier' });
    }
    return { atm: category === 'runs' };
  }
  if (shape === 'single' || shape === 'single-at-spot') {
    if (barrier2 !== undefined) throw invalidToBuy('InvalidBarrierSingle', [], { field: 'barrier2' });
    if (barrier === undefined) {
      if (shape === 'single') throw invalidToBuy('InvalidBarrierSingle', [], { field: 'barrier' });
      return { barrier: ENTRY_SPOT_BARRIER, atm: true };
    }
    return single(category, barrier, daily, market, rules);
  }
  if (shape === 'spread' && barrier === undefined && barrier2 === undefined) return spreadRange(params, market);
  if (barrier === undefined || barrier2 === undefined) {
    throw invalidToBuy('InvalidBarrierDouble', [], { field: barrier === undefined ? 'barrier' : 'barrier2' });
  }
  return double(category, barrier, barrier2, daily, market, rules);
}
