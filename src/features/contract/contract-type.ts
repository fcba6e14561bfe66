import type { OpenContract } from '../../api/endpoints/contracts';
import {
  CONTRACT_FORMS,
  EQUAL_CONTRACT_TYPES,
  EXPLANATIONS,
  type ContractLabel,
  type ExplanationLine,
} from '../trading';

/** Names binary.com's popup gave digit and equal contracts; every other type takes its price box's label. */
const OWN_NAMES = {
  CALLE: 'Higher or equal',
  PUTE: 'Lower or equal',
  DIGITMATCH: 'Digit Matches',
  DIGITDIFF: 'Digit Differs',
  DIGITEVEN: 'Digit Even',
  DIGITODD: 'Digit Odd',
  DIGITOVER: 'Digit Over',
  DIGITUNDER: 'Digit Under',
} as const;

/** A contract type's name: an English catalogue key, shown through `localize`. */
export type ContractTypeName = ContractLabel | (typeof OWN_NAMES)[keyof typeof OWN_NAMES];

/** The explanation line of Rise/Fall's equal option. */
const EQUALS_LINE: ExplanationLine = EXPLANATIONS.risefall[2];

/** Rise and Fall are CALL and PUT against the entry spot: their shortcode's barrier is S0P. */
const againstEntrySpot = (contract: OpenContract) => /_S0P_/.test(contract.shortcode ?? '');

/** CALLE and PUTE are Rise and Fall with the equal option. */
function baseTypeOf(contractType: string): string {
  const base = Object.entries(EQUAL_CONTRACT_TYPES).find(([, equal]) => equal === contractType)?.[0];
  return base ?? contractType;
}

/** The form and price box that sell this contract; CALL and PUT are Rise/Fall or Higher/Lower by barrier. */
function boxOf(contract: OpenContract) {
  const type = baseTypeOf(contract.contract_type ?? '');
  const riseFall = type !== contract.contract_type || againstEntrySpot(contract);
  const forms = CONTRACT_FORMS.filter((form) => form.boxes.some((box) => box.contractType === type));
  const form = forms.length > 1 ? forms.find((each) => (each.name === 'risefall') === riseFall) : forms[0];
  const box = form?.boxes.find((each) => each.contractType === type);
  return form && box ? { form: form.name, label: box.label } : undefined;
}

/** What the contract is called ("Higher", "Touches", "Digit Matches"), if the type is known. */
export function contractTypeName(contract: OpenContract): ContractTypeName | undefined {
  const type = contract.contract_type ?? '';
  if (type in OWN_NAMES) return OWN_NAMES[type as keyof typeof OWN_NAMES];
  return boxOf(contract)?.label;
}

/** The explanation tab's lines about this contract: its own line, and the equal option's for CALLE/PUTE. */
export function contractExplanation(contract: OpenContract): ExplanationLine[] {
  const box = boxOf(contract);
  if (!box) return [];
  const own = EXPLANATIONS[box.form].filter((line) => line.startsWith(`${box.label}:`));
  return box.form === 'risefall' && contract.contract_type !== baseTypeOf(contract.contract_type ?? '')
    ? [...own, EQUALS_LINE]
    : own;
}
