/**
 * The contract types priced here and the offering category each belongs to
 * (FC `share/contract_types.yml`, `contract_categories.yml`). Categories key the limits tables.
 */
export const CONTRACT_CATEGORY = {
  CALL: 'callput',
  PUT: 'callput',
  CALLE: 'callputequal',
  PUTE: 'callputequal',
  ONETOUCH: 'touchnotouch',
  NOTOUCH: 'touchnotouch',
  EXPIRYRANGE: 'endsinout',
  EXPIRYMISS: 'endsinout',
  RANGE: 'staysinout',
  UPORDOWN: 'staysinout',
  DIGITMATCH: 'digits',
  DIGITDIFF: 'digits',
  DIGITOVER: 'digits',
  DIGITUNDER: 'digits',
  DIGITEVEN: 'digits',
  DIGITODD: 'digits',
  ASIANU: 'asian',
  ASIAND: 'asian',
  RESETCALL: 'reset',
  RESETPUT: 'reset',
  LBFLOATCALL: 'lookback',
  LBFLOATPUT: 'lookback',
  LBHIGHLOW: 'lookback',
  CALLSPREAD: 'callputspread',
  PUTSPREAD: 'callputspread',
  TICKHIGH: 'highlowticks',
  TICKLOW: 'highlowticks',
  RUNHIGH: 'runs',
  RUNLOW: 'runs',
} as const;

export type ContractType = keyof typeof CONTRACT_CATEGORY;
export type ContractCategory = (typeof CONTRACT_CATEGORY)[ContractType];

export function isContractType(value: string): value is ContractType {
  return Object.hasOwn(CONTRACT_CATEGORY, value);
}

/** Path-dependent types whose barriers are shifted for tick-by-tick monitoring on synthetic indices. */
export const SHIFTED_BARRIER_TYPES: ReadonlySet<ContractType> = new Set(['ONETOUCH', 'NOTOUCH', 'RANGE', 'UPORDOWN']);
