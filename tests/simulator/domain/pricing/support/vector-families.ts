import type { ReferenceVector } from './reference-vectors';

/**
 * Which suite checks which vector. Families are recognised from the vector's subject and contract
 * type, not its id, so a fuller vectors file is checked by the same rules.
 */
export type VectorFamily =
  | 'closed-form'
  | 'synthetic-binary'
  | 'lookback'
  | 'reset'
  | 'spread'
  | 'digits'
  | 'tick-high-low'
  | 'runs'
  | 'stake-basis'
  | 'bid-floor';

export type Classification = { family: VectorFamily } | { outOfScope: string } | { unclassified: true };

/** Closed forms of Math::Business::BlackScholesMerton that this module implements. */
export const CLOSED_FORMS = [
  'call',
  'put',
  'onetouch',
  'notouch',
  'expiryrange',
  'expirymiss',
  'range',
  'upordown',
  'get_min_iterations_pelsser_1997',
  'vanilla_call',
  'vanilla_put',
  'lbfloatcall',
  'lbfloatput',
  'lbhighlow',
] as const;
export type ClosedFormName = (typeof CLOSED_FORMS)[number];

const CLOSED_FORM_SUBJECT = /Math::Business::BlackScholesMerton::(?:Binaries|NonBinaries)::(\w+)/;

const SYNTHETIC_BINARY_TYPES = new Set([
  'CALL',
  'PUT',
  'CALLE',
  'PUTE',
  'ONETOUCH',
  'NOTOUCH',
  'EXPIRYRANGE',
  'EXPIRYMISS',
  'RANGE',
  'UPORDOWN',
  'ASIANU',
  'ASIAND',
]);

const OUT_OF_SCOPE: readonly [RegExp, string][] = [
  [/lbfixed(call|put)/i, 'fixed-strike lookbacks: not a contract type built here (LBFLOATCALL/LBFLOATPUT/LBHIGHLOW)'],
  [
    /EuropeanDigitalSlope base_probability|Greeks::Vega/,
    'forex/commodities EuropeanDigitalSlope engine (needs vol surfaces); synthetic indices use flat-vol BSM',
  ],
];

/** "RUNHIGH/RUNLOW" → [RUNHIGH, RUNLOW]; "EXPIRYMISS (CALL leg)" → [EXPIRYMISS]. */
export function contractTypesOf(vector: ReferenceVector): string[] {
  return (vector.contractType.split(/[\s(]/)[0] ?? '').split('/');
}

export function closedFormName(vector: ReferenceVector): ClosedFormName | undefined {
  const name = CLOSED_FORM_SUBJECT.exec(vector.subject)?.[1];
  return CLOSED_FORMS.find((candidate) => candidate === name);
}

function familyByType(types: readonly string[]): VectorFamily | undefined {
  const first = types[0] ?? '';
  if (first.startsWith('LB')) return 'lookback';
  if (first.startsWith('RESET')) return 'reset';
  if (first.endsWith('SPREAD')) return 'spread';
  if (first.startsWith('DIGIT')) return 'digits';
  if (first === 'TICKHIGH' || first === 'TICKLOW') return 'tick-high-low';
  if (first === 'RUNHIGH' || first === 'RUNLOW') return 'runs';
  return undefined;
}

export function classify(vector: ReferenceVector): Classification {
  for (const [pattern, reason] of OUT_OF_SCOPE) if (pattern.test(vector.subject)) return { outOfScope: reason };
  if (CLOSED_FORM_SUBJECT.test(vector.subject)) {
    return closedFormName(vector) === undefined
      ? { outOfScope: `closed form not built: ${vector.subject}` }
      : { family: 'closed-form' };
  }
  if (/^payout from stake/.test(vector.subject)) return { family: 'stake-basis' };
  if (/^bid_probability/.test(vector.subject)) return { family: 'bid-floor' };
  const types = contractTypesOf(vector);
  const byType = familyByType(types);
  if (byType !== undefined) return { family: byType };
  if (types.every((type) => SYNTHETIC_BINARY_TYPES.has(type)) && 'spot' in vector.inputs) {
    return { family: 'synthetic-binary' };
  }
  return { unclassified: true };
}

export function vectorsOf(vectors: readonly ReferenceVector[], family: VectorFamily): ReferenceVector[] {
  return vectors.filter((vector) => {
    const classification = classify(vector);
    return 'family' in classification && classification.family === family;
  });
}
