import { it } from 'vitest';

import { bidProbability, deepOtmThreshold } from '../../../../simulator/domain/pricing/commission';
import { roundPrice } from '../../../../simulator/domain/pricing/price-rounding';
import { payoutFromStake } from '../../../../simulator/domain/pricing/stake-basis';
import {
  describeWithVectors,
  numberField,
  stringField,
  vectorTitle,
  type ReferenceVector,
} from './support/reference-vectors';
import { expectWithin, toleranceOf } from './support/tolerance';
import { vectorsOf } from './support/vector-families';

/** Price::Calculator rules pinned by BOM tests: payout bought by a stake, and the bid's floor. */

/**
 * Market of a symbol by the platform's naming (the vectors name forex and commodity symbols that the
 * simulator's synthetic table does not hold): frxXAU/XAG/XPD/XPT are commodities, other frx forex,
 * R_/1HZ/RD/JD/BOOM/CRASH synthetic, anything else a stock index.
 */
function marketOfSymbol(symbol: string): string {
  if (/^frxX(AU|AG|PD|PT)/.test(symbol)) return 'commodities';
  if (symbol.startsWith('frx')) return 'forex';
  if (/^(R_|1HZ|RD|JD|BOOM|CRASH)/.test(symbol)) return 'synthetic_index';
  return 'indices';
}

function checkStakeBasis(vector: ReferenceVector): void {
  const { inputs } = vector;
  const payout = payoutFromStake({
    stake: numberField(inputs, 'stake'),
    theoProbability: numberField(inputs, 'theo_probability'),
    baseCommission: numberField(inputs, 'base_commission'),
    deepOtmThreshold: deepOtmThreshold(marketOfSymbol(stringField(inputs, 'underlying'))),
  });
  const expected = numberField(vector.expected, 'payout');
  expectWithin(roundPrice(payout), expected, toleranceOf(vector, 'payout'), `${vector.id} payout`);
}

function checkBidFloor(vector: ReferenceVector): void {
  const { inputs } = vector;
  const bid = bidProbability(numberField(inputs, 'theo_probability'), numberField(inputs, 'commission_markup'));
  expectWithin(bid, numberField(vector.expected, 'bid_probability'), toleranceOf(vector, 'bid_probability'), vector.id);
}

describeWithVectors('stake basis and bid floor against the reference vectors', (all) => {
  const titled = (family: 'stake-basis' | 'bid-floor') =>
    vectorsOf(all, family).map((vector) => [vectorTitle(vector), vector] as const);
  it.each(titled('stake-basis'))('%s', (_title, vector) => checkStakeBasis(vector));
  it.each(titled('bid-floor'))('%s', (_title, vector) => checkBidFloor(vector));
});
