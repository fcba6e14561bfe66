import { currencyNamed } from '../ledger/money';
import { CONTRACT_CATEGORY, isContractType, type ContractCategory, type ContractType } from '../pricing/contract-types';
import { DEFAULT_DURATION_LIMITS, durationLimits, type DurationLimitRow } from '../pricing/duration-limits';
import { LOOKBACK_MIN_MULTIPLIER } from '../pricing/staking-limits';
import { TICK_HIGH_LOW_TICKS } from '../pricing/tick-contracts';
import { contractBarriers, DEFAULT_BARRIER_RULES, type BarrierRules } from './barrier-rules';
import { isRelative } from './barriers';
import { contractError, invalidToBuy, type ContractError } from './contract-errors';
import type { ContractSpec } from './contract-spec';
import {
  contractTiming,
  DEFAULT_TIMING_RULES,
  durationAmount,
  type ContractTiming,
  type TimingRules,
} from './contract-timing';
import type { MarketState } from './market-state';
import type { ProposalParameters } from './proposal-parameters';

/** A contract's validated terms before it is priced: the spec without its prices. */
export type ContractTerms = Omit<ContractSpec, 'buyPrice' | 'payout'>;

/** What the amount buys: a payout, or the payout a stake buys. Lookbacks carry their multiplier in the terms. */
export interface Sizing {
  basis: 'payout' | 'stake';
  amount: number;
}

export interface ProposalTerms {
  terms: ContractTerms;
  sizing: Sizing;
}

/** Every rule table a world may replace. */
export interface TermRules {
  durations: readonly DurationLimitRow[];
  barriers: BarrierRules;
  timing: TimingRules;
  lookbackMinMultiplier: Readonly<Record<string, number>>;
}

export const DEFAULT_TERM_RULES: TermRules = {
  durations: DEFAULT_DURATION_LIMITS,
  barriers: DEFAULT_BARRIER_RULES,
  timing: DEFAULT_TIMING_RULES,
  lookbackMinMultiplier: LOOKBACK_MIN_MULTIPLIER,
};

export function invalidSymbol(symbol: string): ContractError {
  return contractError('InvalidSymbol', 'InvalidSymbol', [symbol]);
}

function offeredType(params: ProposalParameters, market: MarketState): ContractType {
  const type = params.contract_type;
  if (!isContractType(type)) throw contractError('OfferingsValidationError', 'InvalidContractType');
  const { categories, multiBarrierCategories } = market.underlying;
  const offered = params.product_type === 'multi_barrier' ? multiBarrierCategories : categories;
  if (!offered.includes(CONTRACT_CATEGORY[type])) {
    throw contractError('OfferingsValidationError', 'InvalidInputAsset');
  }
  return type;
}

function checkTradable(market: MarketState): void {
  if (!market.exchangeIsOpen) throw contractError('MarketIsClosed', 'MarketIsClosed', [], { field: 'symbol' });
  if (market.isTradingSuspended) throw invalidToBuy('TradeTemporarilyUnavailable');
}

function checkResetExpiry(category: ContractCategory, timing: ContractTiming): void {
  if (category === 'reset' && timing.expiry.kind === 'time' && timing.expiry.fixedExpiry) {
    throw invalidToBuy('ResetFixedExpiryError', [], { field: 'date_expiry' });
  }
}

function checkDuration(
  market: MarketState,
  type: ContractType,
  category: ContractCategory,
  timing: ContractTiming,
  atm: boolean,
  rules: TermRules,
): void {
  const group = market.underlying.durationGroup;
  const limits = durationLimits({ group, category, expiry: timing.expiryKind, atm }, rules.durations);
  const tick = timing.expiry.kind === 'ticks';
  if (!limits) {
    if (tick) throw contractError('OfferingsValidationError', 'InvalidTickExpiry', [type], { field: 'duration' });
    throw contractError('OfferingsValidationError', 'TradingDurationNotAllowed', [], { field: 'duration' });
  }
  const amount = durationAmount(timing);
  if (amount < limits.min || amount > limits.max) {
    throw contractError('OfferingsValidationError', 'TradingDurationNotAllowed', [], { field: 'duration' });
  }
}

/**
 * Multi-barrier contracts run from now to the end of a predefined trading period, at one of its
 * absolute barriers, for a payout. Which periods and barriers are on offer is the market's business.
 */
function checkMultiBarrier(params: ProposalParameters, timing: ContractTiming): void {
  if (params.trading_period_start === undefined) {
    throw contractError('ContractCreationFailure', 'MissingTradingPeriodStart', [], { field: 'trading_period_start' });
  }
  if (timing.expiry.kind !== 'time' || !timing.expiry.fixedExpiry || timing.isForwardStarting) {
    throw contractError('OfferingsValidationError', 'TradingDurationNotAllowed', [], { field: 'date_expiry' });
  }
  for (const field of ['barrier', 'barrier2'] as const) {
    const barrier = params[field];
    if ((field === 'barrier' && barrier === undefined) || (barrier !== undefined && isRelative(barrier))) {
      throw invalidToBuy('PredefinedNeedAbsoluteBarrier', [], { field });
    }
  }
  if ((params.basis ?? 'payout') !== 'payout') throw invalidToBuy('WrongAmountTypeOne', ['payout'], { field: 'basis' });
}

function selectedTick(type: ContractType, category: ContractCategory, params: ProposalParameters): number | undefined {
  const tick = params.selected_tick;
  if (category !== 'highlowticks') {
    if (tick !== undefined) throw invalidToBuy('InvalidInput', ['selected_tick', type], { field: 'selected_tick' });
    return undefined;
  }
  if (tick === undefined) throw contractError('ContractCreationFailure', 'MissingRequiredInput', ['selected tick']);
  if (tick < 1 || tick > TICK_HIGH_LOW_TICKS) {
    throw invalidToBuy('SelectedTickNumberLimits', [1, TICK_HIGH_LOW_TICKS], { field: 'selected_tick' });
  }
  return tick;
}

function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

function lookbackMultiplier(params: ProposalParameters, rules: TermRules): number {
  const multiplier = params.multiplier ?? params.amount;
  if (multiplier === undefined) throw contractError('ContractCreationFailure', 'MissingRequiredInput', ['multiplier']);
  if (decimalsOf(multiplier) > 3) throw invalidToBuy('MultiplierDecimalPlace', [], { field: 'multiplier' });
  const minimum = rules.lookbackMinMultiplier[params.symbol] ?? 1;
  if (multiplier < minimum) throw invalidToBuy('MinimumMultiplier', [minimum], { field: 'multiplier' });
  return multiplier;
}

function sizingOf(category: ContractCategory, params: ProposalParameters, decimals: number): Sizing {
  const basis = params.basis ?? 'payout';
  if (category === 'callputspread' && basis !== 'payout') {
    throw invalidToBuy('WrongAmountTypeOne', ['payout'], { field: 'basis' });
  }
  const amount = params.amount;
  if (amount === undefined) throw contractError('ContractCreationFailure', 'MissingRequiredInput', ['amount']);
  if (!(amount > 0)) throw invalidToBuy('InvalidStake', [], { field: 'amount' });
  if (decimalsOf(amount) > decimals) {
    throw invalidToBuy(basis === 'payout' ? 'IncorrectPayoutDecimals' : 'IncorrectStakeDecimals', [decimals], {
      field: 'amount',
    });
  }
  return { basis, amount };
}

/**
 * Whether a contract's terms read the request's amount: a lookback's amount is its multiplier. Other
 * terms are the same whatever the amount and basis, so proposals differing only by them share the terms.
 */
export function termsReadAmount(contractType: string): boolean {
  return isContractType(contractType) && CONTRACT_CATEGORY[contractType] === 'lookback';
}

/**
 * Validates a proposal's contract against the underlying and the market now, in the platform's order:
 * offering, currency, market open, start and expiry, barriers, duration limits (multi-barrier: period,
 * predefined absolute barriers and payout basis instead) and the contract's own inputs. Throws a
 * ContractError with the platform's code and message. The amount is `proposalSizing`'s business.
 */
export function contractTerms(
  params: ProposalParameters,
  market: MarketState,
  rules: TermRules = DEFAULT_TERM_RULES,
): ContractTerms {
  const type = offeredType(params, market);
  const category = CONTRACT_CATEGORY[type];
  const currency = currencyNamed(params.currency);
  if (!currency) throw invalidToBuy('InvalidPayoutCurrency', [], { field: 'currency' });
  checkTradable(market);
  const timing = contractTiming(params, market.nowEpoch, rules.timing);
  checkResetExpiry(category, timing);
  const multiBarrier = params.product_type === 'multi_barrier';
  if (multiBarrier) checkMultiBarrier(params, timing);
  const barriers = contractBarriers(type, category, params, timing.expiryKind === 'daily', market, rules.barriers);
  if (!multiBarrier) checkDuration(market, type, category, timing, barriers.atm, rules);
  const tick = selectedTick(type, category, params);
  const multiplier = category === 'lookback' ? lookbackMultiplier(params, rules) : undefined;

  const terms: ContractTerms = {
    contractType: type,
    symbol: market.underlying.symbol,
    currency: currency.code,
    productType: params.product_type ?? 'basic',
    dateStart: timing.dateStart,
    isForwardStarting: timing.isForwardStarting,
    expiry: timing.expiry,
    appMarkupPercentage: params.app_markup_percentage ?? 0,
  };
  if (barriers.barrier !== undefined) terms.barrier = barriers.barrier;
  if (barriers.barrier2 !== undefined) terms.barrier2 = barriers.barrier2;
  if (tick !== undefined) terms.selectedTick = tick;
  if (multiplier !== undefined) terms.multiplier = multiplier;
  if (params.trading_period_start !== undefined) terms.tradingPeriodStart = params.trading_period_start;
  return terms;
}

/** What a proposal's amount buys, checked against its validated terms (lookbacks: sized by their multiplier). */
export function proposalSizing(params: ProposalParameters, terms: ContractTerms): Sizing {
  const category = CONTRACT_CATEGORY[terms.contractType];
  if (category === 'lookback') return { basis: 'payout', amount: 0 };
  return sizingOf(category, params, currencyNamed(terms.currency)!.fractionalDigits);
}

/** A proposal validated as the platform does: its contract's terms (`contractTerms`), then the amount. */
export function proposalTerms(
  params: ProposalParameters,
  market: MarketState,
  rules: TermRules = DEFAULT_TERM_RULES,
): ProposalTerms {
  const terms = contractTerms(params, market, rules);
  return { terms, sizing: proposalSizing(params, terms) };
}
