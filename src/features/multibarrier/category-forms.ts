import type { FormName } from '../trading';

/** The classic contract form whose explanation describes a multi-barrier category. */
export const CATEGORY_FORMS: Readonly<Record<string, FormName>> = {
  callputequal: 'higherlower',
  touchnotouch: 'touchnotouch',
  endsinout: 'endsinout',
  staysinout: 'staysinout',
};
