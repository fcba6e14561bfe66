import type { ContractCategory } from '../pricing/contract-types';

/** The contract categories each kind of underlying offers with product_type basic. */

/** Forex pairs, gold and silver, and the stock indices: the classic up/down, touch and in/out families. */
export const FINANCIAL_CATEGORIES: readonly ContractCategory[] = [
  'callput',
  'callputequal',
  'touchnotouch',
  'endsinout',
  'staysinout',
];

/** Stocks and oil: up/down only. */
export const UP_DOWN_CATEGORIES: readonly ContractCategory[] = ['callput', 'callputequal'];

/** Volatility indices offer every category. */
export const SYNTHETIC_CATEGORIES: readonly ContractCategory[] = [
  'callput',
  'callputequal',
  'touchnotouch',
  'endsinout',
  'staysinout',
  'digits',
  'asian',
  'reset',
  'lookback',
  'callputspread',
  'highlowticks',
  'runs',
];
