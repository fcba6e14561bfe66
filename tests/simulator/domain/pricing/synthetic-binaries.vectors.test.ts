import { expect, it } from 'vitest';

import {
  askProbability,
  baseCommission,
  bidProbability,
  commissionMarkup,
  deepOtmThreshold,
} from '../../../../simulator/domain/pricing/commission';
import { DEFAULT_COMMISSION_TABLES } from '../../../../simulator/domain/pricing/commission-tables';
import {
  CONTRACT_CATEGORY,
  isContractType,
  type ContractType,
} from '../../../../simulator/domain/pricing/contract-types';
import { roundPrice } from '../../../../simulator/domain/pricing/price-rounding';
import { stakingLimits } from '../../../../simulator/domain/pricing/staking-limits';
import {
  describeWithVectors,
  field,
  hasField,
  numberField,
  vectorTitle,
  type ReferenceVector,
} from './support/reference-vectors';
import { priceSyntheticBinary, type PricedBinary } from './support/synthetic-contract';
import { expectPrice, expectWithin, toleranceOf } from './support/tolerance';
import { contractTypesOf, vectorsOf } from './support/vector-families';

/** Rise/fall, higher/lower, touch, ends/stays in/out and Asians on synthetic indices: theo, then ask and bid. */

function checkQuote(vector: ReferenceVector, type: ContractType, { theo, terms }: PricedBinary): void {
  const { inputs, expected } = vector;
  const { underlying } = terms;
  const base = baseCommission({
    contractType: type,
    symbol: underlying.symbol,
    market: underlying.market,
    submarket: underlying.submarket,
    tickCount: terms.ticks,
    forSale: terms.forSale,
  });
  if (hasField(inputs, 'base_commission')) expect(base, 'base commission').toBe(numberField(inputs, 'base_commission'));
  const threshold = deepOtmThreshold(underlying.market);
  if (hasField(inputs, 'deep_otm_threshold')) expect(threshold).toBe(numberField(inputs, 'deep_otm_threshold'));
  if (hasField(inputs, 'min_commission_amount')) {
    expect(DEFAULT_COMMISSION_TABLES.minCommissionAmount).toBe(numberField(inputs, 'min_commission_amount'));
  }
  const payout = numberField(inputs, 'payout');
  const markup = commissionMarkup({ theoProbability: theo, payout, baseCommission: base });
  if (hasField(expected, 'ask_price')) {
    expectPrice(payout * askProbability(theo, markup, threshold), field(expected, 'ask_price'), `${type} ask`);
  }
  if (hasField(expected, 'bid_price')) {
    expectPrice(payout * bidProbability(theo, markup), field(expected, 'bid_price'), `${type} bid`);
  }
  if (hasField(expected, 'staking_limits')) {
    const limits = field(expected, 'staking_limits');
    const subject = { market: underlying.market, category: CONTRACT_CATEGORY[type], currency: 'USD' };
    expect(stakingLimits(subject)).toEqual({
      minStake: numberField(limits, 'min'),
      maxPayout: numberField(limits, 'max'),
    });
  }
}

function check(vector: ReferenceVector, type: ContractType): void {
  const priced = priceSyntheticBinary(vector, type);
  const { expected } = vector;
  if (typeof expected === 'number') {
    // "theo_price (payout n)" rows state payout × theo rounded to cents.
    const value = /^theo_price/.test(vector.subject)
      ? roundPrice(numberField(vector.inputs, 'payout') * priced.theo)
      : priced.theo;
    expectWithin(value, expected, toleranceOf(vector), `${vector.id} ${type}`);
    return;
  }
  if (hasField(expected, 'theo_probability')) {
    const tolerance = toleranceOf(vector, 'theo_probability');
    expectWithin(priced.theo, numberField(expected, 'theo_probability'), tolerance, `${vector.id} ${type} theo`);
  }
  checkQuote(vector, type, priced);
}

describeWithVectors('synthetic binaries against the reference vectors', (all) => {
  it.each(vectorsOf(all, 'synthetic-binary').map((vector) => [vectorTitle(vector), vector] as const))(
    '%s',
    (_title, vector) => {
      for (const type of contractTypesOf(vector)) {
        if (!isContractType(type)) throw new Error(`${vector.id}: unknown contract type ${type}`);
        check(vector, type);
      }
    },
  );
});
