import type { AvailableContract } from '../../../api/endpoints/markets';
import type { ProposalParameters } from '../../../api/endpoints/pricing';

export type ContractType = ProposalParameters['contract_type'];
export type PricePosition = 'top' | 'middle' | 'bottom';

/** The names of the contract forms and their contracts: English catalogue keys, shown through `localize`. */
export type ContractLabel =
  | 'Rise/Fall'
  | 'Rise'
  | 'Fall'
  | 'Higher/Lower'
  | 'Higher'
  | 'Lower'
  | 'Call Spread/Put Spread'
  | 'Call Spread'
  | 'Put Spread'
  | 'Touch/No Touch'
  | 'Touches'
  | 'Does Not Touch'
  | 'Ends Between/Ends Outside'
  | 'Ends Between'
  | 'Ends Outside'
  | 'Stays Between/Goes Outside'
  | 'Stays Between'
  | 'Goes Outside'
  | 'Asians'
  | 'Asian Rise'
  | 'Asian Fall'
  | 'Matches/Differs'
  | 'Matches'
  | 'Differs'
  | 'Even/Odd'
  | 'Even'
  | 'Odd'
  | 'Over/Under'
  | 'Over'
  | 'Under'
  | 'High-Close'
  | 'Close-Low'
  | 'High-Low'
  | 'Reset Call/Reset Put'
  | 'Reset Call'
  | 'Reset Put'
  | 'High/Low Ticks'
  | 'High Tick'
  | 'Low Tick'
  | 'Only Ups/Only Downs'
  | 'Only Ups'
  | 'Only Downs';

/** The menu's group names: English catalogue keys, shown through `localize`. */
export type FormGroupLabel =
  | 'Up/Down'
  | 'Touch/No Touch'
  | 'In/Out'
  | 'Asians'
  | 'Digits'
  | 'Lookbacks'
  | 'Reset Call/Reset Put'
  | 'High/Low Ticks'
  | 'Only Ups/Only Downs';

/** One contract form of the menu: the contracts it prices, each in its price box. */
export interface ContractForm {
  readonly name: FormName;
  readonly label: ContractLabel;
  readonly boxes: readonly {
    readonly contractType: ContractType;
    readonly label: ContractLabel;
    readonly position: PricePosition;
  }[];
}

export type FormName =
  | 'risefall'
  | 'higherlower'
  | 'callputspread'
  | 'touchnotouch'
  | 'endsinout'
  | 'staysinout'
  | 'asian'
  | 'matchdiff'
  | 'evenodd'
  | 'overunder'
  | 'lookbackhigh'
  | 'lookbacklow'
  | 'lookbackhighlow'
  | 'reset'
  | 'highlowticks'
  | 'runs';

const pair = (
  name: FormName,
  label: ContractLabel,
  top: [ContractType, ContractLabel],
  bottom: [ContractType, ContractLabel],
): ContractForm => ({
  name,
  label,
  boxes: [
    { contractType: top[0], label: top[1], position: 'top' },
    { contractType: bottom[0], label: bottom[1], position: 'bottom' },
  ],
});

const single = (name: FormName, label: ContractLabel, contractType: ContractType): ContractForm => ({
  name,
  label,
  boxes: [{ contractType, label, position: 'middle' }],
});

/** Every form, in menu order. */
export const CONTRACT_FORMS: readonly ContractForm[] = [
  pair('risefall', 'Rise/Fall', ['CALL', 'Rise'], ['PUT', 'Fall']),
  pair('higherlower', 'Higher/Lower', ['CALL', 'Higher'], ['PUT', 'Lower']),
  pair('callputspread', 'Call Spread/Put Spread', ['CALLSPREAD', 'Call Spread'], ['PUTSPREAD', 'Put Spread']),
  pair('touchnotouch', 'Touch/No Touch', ['ONETOUCH', 'Touches'], ['NOTOUCH', 'Does Not Touch']),
  pair('endsinout', 'Ends Between/Ends Outside', ['EXPIRYRANGE', 'Ends Between'], ['EXPIRYMISS', 'Ends Outside']),
  pair('staysinout', 'Stays Between/Goes Outside', ['RANGE', 'Stays Between'], ['UPORDOWN', 'Goes Outside']),
  pair('asian', 'Asians', ['ASIANU', 'Asian Rise'], ['ASIAND', 'Asian Fall']),
  pair('matchdiff', 'Matches/Differs', ['DIGITMATCH', 'Matches'], ['DIGITDIFF', 'Differs']),
  pair('evenodd', 'Even/Odd', ['DIGITEVEN', 'Even'], ['DIGITODD', 'Odd']),
  pair('overunder', 'Over/Under', ['DIGITOVER', 'Over'], ['DIGITUNDER', 'Under']),
  single('lookbackhigh', 'High-Close', 'LBFLOATPUT'),
  single('lookbacklow', 'Close-Low', 'LBFLOATCALL'),
  single('lookbackhighlow', 'High-Low', 'LBHIGHLOW'),
  pair('reset', 'Reset Call/Reset Put', ['RESETCALL', 'Reset Call'], ['RESETPUT', 'Reset Put']),
  pair('highlowticks', 'High/Low Ticks', ['TICKHIGH', 'High Tick'], ['TICKLOW', 'Low Tick']),
  pair('runs', 'Only Ups/Only Downs', ['RUNHIGH', 'Only Ups'], ['RUNLOW', 'Only Downs']),
];

/** Lookbacks (LBFLOATCALL, LBFLOATPUT, LBHIGHLOW) pay by multiplier: no payout is known at purchase. */
export function isLookbackType(contractType: string): boolean {
  return contractType.startsWith('LB');
}

/** Rise/Fall with the equal option ticked prices these instead (trading-core §4). */
export const EQUAL_CONTRACT_TYPES: Readonly<Partial<Record<ContractType, ContractType>>> = {
  CALL: 'CALLE',
  PUT: 'PUTE',
};

/** The menu's groups, as traders know them. */
export const FORM_GROUPS: readonly { readonly label: FormGroupLabel; readonly forms: readonly FormName[] }[] = [
  { label: 'Up/Down', forms: ['risefall', 'higherlower', 'callputspread'] },
  { label: 'Touch/No Touch', forms: ['touchnotouch'] },
  { label: 'In/Out', forms: ['endsinout', 'staysinout'] },
  { label: 'Asians', forms: ['asian'] },
  { label: 'Digits', forms: ['matchdiff', 'evenodd', 'overunder'] },
  { label: 'Lookbacks', forms: ['lookbackhigh', 'lookbacklow', 'lookbackhighlow'] },
  { label: 'Reset Call/Reset Put', forms: ['reset'] },
  { label: 'High/Low Ticks', forms: ['highlowticks'] },
  { label: 'Only Ups/Only Downs', forms: ['runs'] },
];

const FORMS_BY_NAME = new Map(CONTRACT_FORMS.map((form) => [form.name, form]));

export function contractForm(name: FormName): ContractForm {
  const form = FORMS_BY_NAME.get(name);
  if (!form) throw new RangeError(`unknown contract form ${name}`);
  return form;
}

/**
 * The form a contract of contracts_for belongs to: by its type, except that CALL/PUT are Rise/Fall
 * at the spot (euro_atm) and Higher/Lower with a barrier, and CALLE/PUTE are Rise/Fall's equal option.
 */
export function formOf(contract: Pick<AvailableContract, 'contract_type' | 'barrier_category'>): FormName | undefined {
  const type = contract.contract_type;
  if (type === 'CALL' || type === 'PUT') return contract.barrier_category === 'euro_atm' ? 'risefall' : 'higherlower';
  if (type === 'CALLE' || type === 'PUTE') return 'risefall';
  return CONTRACT_FORMS.find((form) => form.boxes.some((box) => box.contractType === type))?.name;
}

/** The contracts of `form` among those offered. */
export function contractsOfForm(available: readonly AvailableContract[], form: FormName): AvailableContract[] {
  return available.filter((contract) => formOf(contract) === form);
}

/** The forms the underlying offers, in menu order: what the contract-form menu lists. */
export function formsOffered(available: readonly AvailableContract[]): FormName[] {
  const offered = new Set(available.map(formOf));
  return CONTRACT_FORMS.map((form) => form.name).filter((name) => offered.has(name));
}

/** Whether Rise/Fall's equal option can be offered: CALLE is there for the chosen duration unit. */
export function equalOptionOffered(contracts: readonly AvailableContract[]): boolean {
  return contracts.some((contract) => contract.contract_type === 'CALLE');
}
