import type { ExplanationName } from '../trading';

/** The explanation of a multi-barrier category: its contracts' own terms (CALLE/PUTE win at the barrier). */
export const CATEGORY_EXPLANATIONS: Readonly<Record<string, ExplanationName>> = {
  callputequal: 'higherlowerequal',
  touchnotouch: 'touchnotouch',
  endsinout: 'endsinout',
  staysinout: 'staysinout',
};
