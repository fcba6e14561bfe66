import { it } from 'vitest';

import {
  callProbability,
  expiryMissProbability,
  expiryRangeProbability,
  putProbability,
} from '../../../../simulator/domain/pricing/european-digitals';
import { continuousFloatCall, continuousFloatPut } from '../../../../simulator/domain/pricing/lookback-formulas';
import type { MarketInputs } from '../../../../simulator/domain/pricing/market-inputs';
import { pelsserTermCount } from '../../../../simulator/domain/pricing/pelsser-series';
import { vanillaCall, vanillaPut } from '../../../../simulator/domain/pricing/spreads';
import { rangeProbability, upOrDownProbability } from '../../../../simulator/domain/pricing/stays-between';
import { noTouchProbability, oneTouchProbability, type PayoutTiming } from '../../../../simulator/domain/pricing/touch';
import {
  describeWithVectors,
  numberField,
  optionalNumberField,
  vectorTitle,
  type ReferenceVector,
} from './support/reference-vectors';
import { expectWithin, toleranceOf } from './support/tolerance';
import { closedFormName, vectorsOf, type ClosedFormName } from './support/vector-families';

/** The library closed forms (Math::Business::BlackScholesMerton), called with the test files' raw arguments. */

function marketOf(inputs: Record<string, unknown>): MarketInputs {
  return {
    spot: numberField(inputs, 'S'),
    years: numberField(inputs, 't_years'),
    discountRate: numberField(inputs, 'r_q'),
    drift: numberField(inputs, 'mu'),
    vol: numberField(inputs, 'sigma'),
  };
}

function timingOf(inputs: Record<string, unknown>): PayoutTiming {
  return optionalNumberField(inputs, 'w') === 1 ? 'at-expiry' : 'at-hit';
}

type ClosedForm = (market: MarketInputs, inputs: Record<string, unknown>) => number;

const barrier = (inputs: Record<string, unknown>): number => numberField(inputs, 'barrier');
const high = (inputs: Record<string, unknown>): number => numberField(inputs, 'high_barrier');
const low = (inputs: Record<string, unknown>): number => numberField(inputs, 'low_barrier');

const CLOSED_FORM_FUNCTIONS: Record<ClosedFormName, ClosedForm> = {
  call: (m, i) => callProbability(m, barrier(i)),
  put: (m, i) => putProbability(m, barrier(i)),
  onetouch: (m, i) => oneTouchProbability(m, barrier(i), timingOf(i)),
  notouch: (m, i) => noTouchProbability(m, barrier(i)),
  expiryrange: (m, i) => expiryRangeProbability(m, high(i), low(i)),
  expirymiss: (m, i) => expiryMissProbability(m, high(i), low(i)),
  range: (m, i) => rangeProbability(m, high(i), low(i)),
  upordown: (m, i) => upOrDownProbability(m, high(i), low(i), timingOf(i)),
  get_min_iterations_pelsser_1997: (m, i) =>
    pelsserTermCount({ market: m, highBarrier: high(i), lowBarrier: low(i), timing: timingOf(i) }),
  vanilla_call: (m, i) => vanillaCall(m, barrier(i)),
  vanilla_put: (m, i) => vanillaPut(m, barrier(i)),
  lbfloatcall: (m, i) => continuousFloatCall(m, numberField(i, 'S_min')),
  lbfloatput: (m, i) => continuousFloatPut(m, numberField(i, 'S_max')),
  lbhighlow: (m, i) => continuousFloatCall(m, numberField(i, 'S_min')) + continuousFloatPut(m, numberField(i, 'S_max')),
};

function check(vector: ReferenceVector): void {
  const name = closedFormName(vector);
  if (name === undefined) throw new Error(`${vector.id}: no closed form for ${vector.subject}`);
  const value = CLOSED_FORM_FUNCTIONS[name](marketOf(vector.inputs), vector.inputs);
  if (typeof vector.expected !== 'number') throw new Error(`${vector.id}: expected a number`);
  expectWithin(value, vector.expected, toleranceOf(vector), `${vector.id} ${name}`);
}

describeWithVectors('library closed forms against the reference vectors', (all) => {
  it.each(vectorsOf(all, 'closed-form').map((vector) => [vectorTitle(vector), vector] as const))(
    '%s',
    (_title, vector) => check(vector),
  );
});
