import type { ExplanationName } from '../trading';

/** The explanation of a multi-barrier category: its contracts' own terms (CALLE/PUTE win at the barrier). */
export const CATEGORY_EXPLANATIONS: Readonly<Record<string, ExplanationName>> = {
  callputequal: 'higherlowerequal',
  touchnotouch: 'touchnotouch',
  endsinout: 'endsinout',
  staysinout: 'staysinout',
};

/** The explanation of the chosen category; none before the contracts name one. */
export const explanationOf = (category: string | undefined): ExplanationName | '' =>
  CATEGORY_EXPLANATIONS[category ?? ''] ?? '';
