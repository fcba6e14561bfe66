import type { Currency } from '../currencies';
import { currencyNamed } from '../ledger/money';
import {
  DEFAULT_COMMISSION_TABLES,
  DEFAULT_LOOKBACK_COMMISSION,
  DEFAULT_SPREAD_COMMISSION,
  type CommissionTables,
  type LookbackCommissionRules,
  type SpreadCommissionRules,
} from '../pricing/commission-tables';
import {
  askProbability,
  baseCommission,
  bidProbability,
  commissionMarkup,
  type CommissionSubject,
} from '../pricing/commission';
import { lookbackQuote, spreadQuote } from '../pricing/non-binary-quotes';
import { roundPrice } from '../pricing/price-rounding';
import { spreadMultiplier } from '../pricing/spreads';
import { payoutFromStake } from '../pricing/stake-basis';
import { absoluteBarrier, ENTRY_SPOT_BARRIER } from './barriers';
import { invalidToBuy } from './contract-errors';
import type { MarketState } from './market-state';
import type { ContractTerms, Sizing } from './proposal-terms';
import { theoValue, type TheoValue } from './theo-value';

/** Commission rules a world may replace. */
export interface QuoteRules {
  commission: CommissionTables;
  lookback: LookbackCommissionRules;
  spread: SpreadCommissionRules;
  /** Deep-OTM floor for a market missing from the commission table. */
  fallbackDeepOtmThreshold: number;
}

export const DEFAULT_QUOTE_RULES: QuoteRules = {
  commission: DEFAULT_COMMISSION_TABLES,
  lookback: DEFAULT_LOOKBACK_COMMISSION,
  spread: DEFAULT_SPREAD_COMMISSION,
  fallbackDeepOtmThreshold: 0.1,
};

/**
 * A contract's prices in its currency, rounded to the currency's decimals, and the same in minor
 * units. `bidPrice` is what the platform would pay to buy the contract back now.
 */
export interface ContractQuote {
  askPrice: number;
  payout: number;
  bidPrice: number;
  askMinor: number;
  payoutMinor: number;
  bidMinor: number;
  /** Binaries: the theoretical probability of the payout. */
  theoProbability?: number;
  /** Lookbacks: the multiplier; spreads: payout per point between the barriers. */
  multiplier?: number;
  /** The barrier levels priced, against the entry spot (or the current spot before the start). */
  barrierLevel?: number;
  barrier2Level?: number;
}

/**
 * Rounds to the currency's decimals, then counts minor units. The rounded amount has at most that many
 * decimals, so scaling it lands within far less than half a unit of the exact integer: rounding is exact.
 */
function money(value: number, currency: Currency): { amount: number; minor: number } {
  const amount = roundPrice(value, currency.fractionalDigits);
  return { amount, minor: Math.round(amount * 10 ** currency.fractionalDigits) };
}

/** The entry spot of a started contract; before the start, the current spot stands in for it. */
function entrySpotOf(market: MarketState): number {
  return market.path?.[0]?.quote ?? market.spot;
}

function subjectOf(terms: ContractTerms, market: MarketState, forSale: boolean): CommissionSubject {
  const subject: CommissionSubject = {
    contractType: terms.contractType,
    symbol: terms.symbol,
    market: market.underlying.market,
    submarket: market.underlying.submarket,
    forSale,
  };
  if (terms.expiry.kind === 'ticks') subject.tickCount = terms.expiry.ticks;
  return subject;
}

interface RawQuote {
  ask: number;
  payout: number;
  bid: number;
  theoProbability?: number;
  multiplier?: number;
}

function binaryQuote(
  terms: ContractTerms,
  sizing: Sizing,
  market: MarketState,
  theo: { buy: number; sale: number },
  rules: QuoteRules,
  currency: Currency,
): RawQuote {
  const tables = rules.commission;
  const decimals = currency.fractionalDigits;
  // The minimum commission is a USD amount.
  const minCommissionAmount = tables.minCommissionAmount / currency.usdRate;
  const app = terms.appMarkupPercentage;
  const base = baseCommission(subjectOf(terms, market, false), tables);
  const threshold = tables.deepOtmThresholdByMarket[market.underlying.market] ?? rules.fallbackDeepOtmThreshold;
  let payout: number;
  let ask: number;
  if (sizing.basis === 'payout') {
    payout = sizing.amount;
    const markup = commissionMarkup({
      theoProbability: theo.buy,
      payout,
      baseCommission: base,
      appMarkupPercentage: app,
      minCommissionAmount,
    });
    ask = payout * askProbability(theo.buy, markup, threshold);
  } else {
    ask = sizing.amount;
    payout = roundPrice(
      payoutFromStake({
        stake: sizing.amount,
        theoProbability: theo.buy,
        baseCommission: base,
        deepOtmThreshold: threshold,
        appMarkupPercentage: app,
        minCommissionAmount,
      }),
      decimals,
    );
  }
  const saleMarkup = commissionMarkup({
    theoProbability: theo.sale,
    payout,
    baseCommission: baseCommission(subjectOf(terms, market, true), tables),
    appMarkupPercentage: app,
    minCommissionAmount,
  });
  return { ask, payout, bid: payout * bidProbability(theo.sale, saleMarkup), theoProbability: theo.buy };
}

/**
 * What a contract's terms are worth at the market now, whatever the amount: the theoretical values (the
 * costly part of a price) and the barrier levels. Proposals that differ only by amount share it.
 */
export interface TermsValue {
  /** The value to buy; none for spreads, whose value scales with the payout. */
  buy?: TheoValue;
  /** Binaries: the theoretical probability of the payout when selling back. */
  saleProbability?: number;
  /** The barrier levels, against the entry spot (or the current spot before the start). */
  barrierLevel?: number;
  barrier2Level?: number;
}

function probability(value: TheoValue): number {
  if (value.kind !== 'binary') throw new RangeError('expected a binary value');
  return value.probability;
}

/** Values a contract's terms (see TermsValue). Throws a ContractError when the model refuses to price. */
export function valueTerms(terms: ContractTerms, market: MarketState): TermsValue {
  const value: TermsValue = {};
  try {
    if (terms.contractType !== 'CALLSPREAD' && terms.contractType !== 'PUTSPREAD') {
      value.buy = theoValue(terms, market, { forSale: false, payout: 0 });
      if (value.buy.kind === 'binary') {
        value.saleProbability = probability(theoValue(terms, market, { forSale: true, payout: 0 }));
      }
    }
  } catch (error) {
    if (error instanceof RangeError) throw invalidToBuy('CannotProcessContract');
    throw error;
  }
  const entrySpot = entrySpotOf(market);
  if (terms.barrier !== undefined && !terms.contractType.startsWith('DIGIT')) {
    value.barrierLevel = absoluteBarrier(terms.barrier, entrySpot, market.underlying.pipSize);
  }
  if (terms.barrier2 !== undefined) {
    value.barrier2Level = absoluteBarrier(terms.barrier2, entrySpot, market.underlying.pipSize);
  }
  return value;
}

function rawQuote(
  terms: ContractTerms,
  sizing: Sizing,
  market: MarketState,
  termsValue: TermsValue,
  rules: QuoteRules,
  currency: Currency,
): RawQuote {
  const decimals = currency.fractionalDigits;
  const value = termsValue.buy ?? theoValue(terms, market, { forSale: false, payout: sizing.amount });
  if (value.kind === 'lookback') {
    const multiplier = terms.multiplier ?? 1;
    const quote = lookbackQuote({
      theoPerUnit: value.perUnit,
      multiplier,
      appMarkupPercentage: terms.appMarkupPercentage,
      priceDecimals: decimals,
      rules: rules.lookback,
    });
    return { ask: quote.ask, payout: 0, bid: quote.bid, multiplier };
  }
  if (value.kind === 'spread') {
    const base = baseCommission(subjectOf(terms, market, false), rules.commission);
    const quote = spreadQuote({
      theoPrice: value.price,
      payout: sizing.amount,
      baseCommission: base,
      rules: rules.spread,
    });
    const high = absoluteBarrier(terms.barrier ?? ENTRY_SPOT_BARRIER, entrySpotOf(market), market.underlying.pipSize);
    const low = absoluteBarrier(terms.barrier2 ?? ENTRY_SPOT_BARRIER, entrySpotOf(market), market.underlying.pipSize);
    return {
      ask: quote.ask,
      payout: sizing.amount,
      bid: quote.bid,
      multiplier: spreadMultiplier(sizing.amount, high, low),
    };
  }
  const sale = termsValue.saleProbability;
  if (sale === undefined) throw new RangeError('a binary value comes with its sale probability');
  return binaryQuote(terms, sizing, market, { buy: value.probability, sale }, rules, currency);
}

/**
 * Prices a contract's terms at the market's spot, time and path so far: the theoretical value from
 * the contract type's pricing function, the commission, then the ask price, the payout (or the payout
 * a stake buys) and the sell-back bid price with the same model. Used by proposal, buy, sell and
 * proposal_open_contract. `value` is the terms' value when it is already known (`valueTerms` at this
 * market). Throws a ContractError when the model refuses to price.
 */
export function quoteContract(
  terms: ContractTerms,
  sizing: Sizing,
  market: MarketState,
  rules: QuoteRules = DEFAULT_QUOTE_RULES,
  value?: TermsValue,
): ContractQuote {
  const currency = currencyNamed(terms.currency);
  if (!currency) throw invalidToBuy('InvalidPayoutCurrency', [], { field: 'currency' });
  const termsValue = value ?? valueTerms(terms, market);
  let raw: RawQuote;
  try {
    raw = rawQuote(terms, sizing, market, termsValue, rules, currency);
  } catch (error) {
    if (error instanceof RangeError) throw invalidToBuy('CannotProcessContract');
    throw error;
  }
  const ask = money(raw.ask, currency);
  const payout = money(raw.payout, currency);
  const bid = money(Math.min(raw.bid, raw.payout || raw.bid), currency);
  const quote: ContractQuote = {
    askPrice: ask.amount,
    payout: payout.amount,
    bidPrice: bid.amount,
    askMinor: ask.minor,
    payoutMinor: payout.minor,
    bidMinor: bid.minor,
  };
  if (raw.theoProbability !== undefined) quote.theoProbability = raw.theoProbability;
  if (raw.multiplier !== undefined) quote.multiplier = raw.multiplier;
  if (termsValue.barrierLevel !== undefined) quote.barrierLevel = termsValue.barrierLevel;
  if (termsValue.barrier2Level !== undefined) quote.barrier2Level = termsValue.barrier2Level;
  return quote;
}
