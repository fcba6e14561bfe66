import type { ContractCategory, ContractType } from '../pricing/contract-types';

/** How contracts_for and asset_index describe each category and contract type. */

interface CategoryInfo {
  display: string;
  /** Contract types in the order the platform lists them. */
  types: readonly ContractType[];
}

export const CATEGORY_INFO: Readonly<Record<ContractCategory, CategoryInfo>> = {
  callput: { display: 'Up/Down', types: ['CALL', 'PUT'] },
  callputequal: { display: 'Rise/Fall Equal', types: ['CALLE', 'PUTE'] },
  touchnotouch: { display: 'Touch/No Touch', types: ['ONETOUCH', 'NOTOUCH'] },
  endsinout: { display: 'Ends Between/Ends Outside', types: ['EXPIRYRANGE', 'EXPIRYMISS'] },
  staysinout: { display: 'Stays Between/Goes Outside', types: ['RANGE', 'UPORDOWN'] },
  digits: { display: 'Digits', types: ['DIGITMATCH', 'DIGITDIFF', 'DIGITOVER', 'DIGITUNDER', 'DIGITEVEN', 'DIGITODD'] },
  asian: { display: 'Asians', types: ['ASIANU', 'ASIAND'] },
  reset: { display: 'Reset Call/Reset Put', types: ['RESETCALL', 'RESETPUT'] },
  lookback: { display: 'Lookbacks', types: ['LBFLOATCALL', 'LBFLOATPUT', 'LBHIGHLOW'] },
  callputspread: { display: 'Call Spread/Put Spread', types: ['CALLSPREAD', 'PUTSPREAD'] },
  highlowticks: { display: 'High/Low Ticks', types: ['TICKHIGH', 'TICKLOW'] },
  runs: { display: 'Only Ups/Only Downs', types: ['RUNHIGH', 'RUNLOW'] },
};

interface ContractTypeInfo {
  display: string;
  sentiment: string;
}

export const CONTRACT_TYPE_INFO: Readonly<Record<ContractType, ContractTypeInfo>> = {
  CALL: { display: 'Higher', sentiment: 'up' },
  PUT: { display: 'Lower', sentiment: 'down' },
  CALLE: { display: 'Higher', sentiment: 'up' },
  PUTE: { display: 'Lower', sentiment: 'down' },
  ONETOUCH: { display: 'Touches', sentiment: 'high_vol' },
  NOTOUCH: { display: 'Does Not Touch', sentiment: 'low_vol' },
  EXPIRYRANGE: { display: 'Ends Between', sentiment: 'low_vol' },
  EXPIRYMISS: { display: 'Ends Outside', sentiment: 'high_vol' },
  RANGE: { display: 'Stays Between', sentiment: 'low_vol' },
  UPORDOWN: { display: 'Goes Outside', sentiment: 'high_vol' },
  DIGITMATCH: { display: 'Digit Matches', sentiment: 'match' },
  DIGITDIFF: { display: 'Digit Differs', sentiment: 'differ' },
  DIGITOVER: { display: 'Digit Over', sentiment: 'over' },
  DIGITUNDER: { display: 'Digit Under', sentiment: 'under' },
  DIGITEVEN: { display: 'Digit Even', sentiment: 'even' },
  DIGITODD: { display: 'Digit Odd', sentiment: 'odd' },
  ASIANU: { display: 'Asian Up', sentiment: 'up' },
  ASIAND: { display: 'Asian Down', sentiment: 'down' },
  RESETCALL: { display: 'Reset Call', sentiment: 'up' },
  RESETPUT: { display: 'Reset Put', sentiment: 'down' },
  LBFLOATCALL: { display: 'Close-Low', sentiment: 'up' },
  LBFLOATPUT: { display: 'High-Close', sentiment: 'down' },
  LBHIGHLOW: { display: 'High-Low', sentiment: 'updown' },
  CALLSPREAD: { display: 'Call Spread', sentiment: 'up' },
  PUTSPREAD: { display: 'Put Spread', sentiment: 'down' },
  TICKHIGH: { display: 'High Tick', sentiment: 'high' },
  TICKLOW: { display: 'Low Tick', sentiment: 'low' },
  RUNHIGH: { display: 'Only Ups', sentiment: 'up' },
  RUNLOW: { display: 'Only Downs', sentiment: 'down' },
};

/** The digits a digit contract may predict ("No winning digits" outside them). */
export const LAST_DIGIT_RANGE: Partial<Record<ContractType, readonly number[]>> = {
  DIGITMATCH: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  DIGITDIFF: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  DIGITOVER: [0, 1, 2, 3, 4, 5, 6, 7, 8],
  DIGITUNDER: [1, 2, 3, 4, 5, 6, 7, 8, 9],
};

/** Categories and types of the multi-barrier page (product_type multi_barrier). */
export const MULTI_BARRIER_CATEGORIES: readonly ContractCategory[] = [
  'callputequal',
  'touchnotouch',
  'endsinout',
  'staysinout',
];
