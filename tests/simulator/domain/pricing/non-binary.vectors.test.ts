import { expect, it } from 'vitest';

import { baseCommission } from '../../../../simulator/domain/pricing/commission';
import { DEFAULT_LOOKBACK_COMMISSION } from '../../../../simulator/domain/pricing/commission-tables';
import {
  lookbackCallPrice,
  lookbackHighLowPrice,
  lookbackPutPrice,
  type LookbackInputs,
  type LookbackPrice,
} from '../../../../simulator/domain/pricing/lookback';
import { lookbackQuote, spreadQuote } from '../../../../simulator/domain/pricing/non-binary-quotes';
import { roundPrice } from '../../../../simulator/domain/pricing/price-rounding';
import { resetTimeSeconds, pricingYears } from '../../../../simulator/domain/pricing/pricing-conventions';
import { resetCallProbability, resetPutProbability } from '../../../../simulator/domain/pricing/reset';
import {
  callSpreadPrice,
  putSpreadPrice,
  spreadBarriers,
  type SpreadBarrierRange,
} from '../../../../simulator/domain/pricing/spreads';
import {
  describeWithVectors,
  field,
  hasField,
  numberField,
  stringField,
  vectorTitle,
  type ReferenceVector,
} from './support/reference-vectors';
import { contractTerms, marketFor, pricedSeconds } from './support/synthetic-contract';
import { expectPrice, expectWithin, toleranceOf } from './support/tolerance';
import { contractTypesOf, vectorsOf } from './support/vector-families';

/** Lookbacks, resets and spreads: the engines behind the non-binary and reset contracts, and their quotes. */

const LOOKBACK_PRICERS: Record<string, (inputs: LookbackInputs) => LookbackPrice> = {
  LBFLOATCALL: lookbackCallPrice,
  LBFLOATPUT: lookbackPutPrice,
  LBHIGHLOW: lookbackHighLowPrice,
};

/**
 * "Short" duration of the minimum-ask test (lb_min_price.t gives no number): one minute at spot 100,
 * where the per-unit ask is far below the 0.50 floor the vector is about.
 */
const SHORT_LOOKBACK = { spot: 100, duration: '1m' };

function lookbackPrice(vector: ReferenceVector, multiplier: number): LookbackPrice {
  const type = contractTypesOf(vector)[0] ?? '';
  const pricer = LOOKBACK_PRICERS[type];
  if (pricer === undefined) throw new Error(`${vector.id}: no lookback ${type}`);
  const terms = contractTerms(vector, false);
  const market = marketFor(vector, terms, pricedSeconds(vector, terms));
  const runningMin = hasField(vector.inputs, 'S_min') ? numberField(vector.inputs, 'S_min') : market.spot;
  const runningMax = hasField(vector.inputs, 'S_max') ? numberField(vector.inputs, 'S_max') : market.spot;
  const generationIntervalSeconds = terms.underlying.generationIntervalSeconds;
  return pricer({ market, runningMin, runningMax, multiplier, generationIntervalSeconds });
}

function checkLookback(vector: ReferenceVector): void {
  const { inputs, expected } = vector;
  const multipliers = field(inputs, 'multiplier');
  if (Array.isArray(multipliers)) {
    // Minimum ask per unit: ask = max(0.50, per-unit ask) × multiplier.
    const asks = field(expected, 'ask_price');
    if (!Array.isArray(asks)) throw new Error(`${vector.id}: expected a list of asks`);
    const shortContract = { ...vector, inputs: { ...inputs, ...SHORT_LOOKBACK } };
    multipliers.forEach((multiplier, i) => {
      if (typeof multiplier !== 'number') throw new Error(`${vector.id}: multiplier ${String(multiplier)}`);
      const price = lookbackPrice(shortContract, multiplier);
      expectPrice(lookbackQuote({ theoPerUnit: price.perUnit, multiplier }).ask, asks[i], `multiplier ${multiplier}`);
    });
    return;
  }
  const price = lookbackPrice(vector, numberField(inputs, 'multiplier'));
  if (typeof expected === 'number') {
    expectWithin(price.theoPrice, expected, toleranceOf(vector), `${vector.id} theo price`);
    return;
  }
  expectWithin(price.theoPrice, numberField(expected, 'theo_price'), toleranceOf(vector, 'theo_price'), 'theo price');
  expect(DEFAULT_LOOKBACK_COMMISSION).toEqual({
    rate: numberField(inputs, 'base_commission'),
    minCommissionPerUnit: numberField(inputs, 'min_commission_per_unit'),
    minAskPerUnit: numberField(inputs, 'min_ask_per_unit'),
  });
  const quote = lookbackQuote({ theoPerUnit: price.perUnit, multiplier: numberField(inputs, 'multiplier') });
  expectPrice(quote.ask, field(expected, 'ask_price'), `${vector.id} ask`);
}

function checkReset(vector: ReferenceVector): void {
  const { inputs } = vector;
  const atm = field(inputs, 'barrier') === 'S0P';
  const terms = contractTerms(vector, atm);
  const market = marketFor(vector, terms, pricedSeconds(vector, terms));
  const resetSeconds = resetTimeSeconds(terms.seconds, terms.underlying.generationIntervalSeconds);
  expect(resetSeconds, 'reset time').toBe(numberField(inputs, 'reset_time_s'));
  const barrier = atm ? market.spot : numberField(inputs, 'barrier');
  const resetYears = pricingYears(resetSeconds);
  const type = contractTypesOf(vector)[0];
  const theo =
    type === 'RESETCALL'
      ? resetCallProbability(market, barrier, resetYears)
      : resetPutProbability(market, barrier, resetYears);
  if (typeof vector.expected !== 'number') throw new Error(`${vector.id}: expected a theo price`);
  const theoPrice = roundPrice(numberField(inputs, 'payout') * theo);
  expectWithin(theoPrice, vector.expected, toleranceOf(vector), `${vector.id} theo price`);
}

function checkSpread(vector: ReferenceVector): void {
  const { inputs, expected } = vector;
  const terms = contractTerms(vector, false);
  const market = marketFor(vector, terms, pricedSeconds(vector, terms));
  const highBarrier = numberField(inputs, 'high_barrier');
  const lowBarrier = numberField(inputs, 'low_barrier');
  const range = stringField(inputs, 'barrier_range') as SpreadBarrierRange;
  const { pipSize } = terms.underlying;
  expect(spreadBarriers({ spot: market.spot, vol: market.vol, pipSize, range, daysPerYear: 365 })).toEqual({
    highBarrier,
    lowBarrier,
  });
  const payout = numberField(inputs, 'payout');
  const type = contractTypesOf(vector)[0];
  const theoPrice =
    type === 'CALLSPREAD'
      ? callSpreadPrice(market, highBarrier, lowBarrier, payout)
      : putSpreadPrice(market, highBarrier, lowBarrier, payout);
  const { underlying } = terms;
  const base = baseCommission({
    contractType: type === 'CALLSPREAD' ? 'CALLSPREAD' : 'PUTSPREAD',
    symbol: underlying.symbol,
    market: underlying.market,
    submarket: underlying.submarket,
    forSale: false,
  });
  expect(base, 'base commission').toBe(numberField(inputs, 'base_commission'));
  const quote = spreadQuote({ theoPrice, payout, baseCommission: base });
  expectWithin(theoPrice, numberField(expected, 'theo_price'), toleranceOf(vector, 'theo_price'), 'theo price');
  expectWithin(quote.commission, numberField(expected, 'commission'), toleranceOf(vector, 'commission'), 'commission');
  expectPrice(quote.ask, field(expected, 'ask_price'), 'ask');
  expectPrice(quote.bid, field(expected, 'bid_price'), 'bid');
}

describeWithVectors('lookbacks, resets and spreads against the reference vectors', (all) => {
  const titled = (family: 'lookback' | 'reset' | 'spread') =>
    vectorsOf(all, family).map((vector) => [vectorTitle(vector), vector] as const);
  it.each(titled('lookback'))('%s', (_title, vector) => checkLookback(vector));
  it.each(titled('reset'))('%s', (_title, vector) => checkReset(vector));
  it.each(titled('spread'))('%s', (_title, vector) => checkSpread(vector));
});
