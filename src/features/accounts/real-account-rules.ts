import {
  address,
  generalText,
  lengthBetween,
  lettersOnly,
  phone,
  postcode,
  required,
  taxId,
  type FieldRules,
} from '../../lib/validators';

export type RealAccountValues = {
  salutation: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  place_of_birth: string;
  citizen: string;
  address_line_1: string;
  address_line_2: string;
  address_city: string;
  address_state: string;
  address_postcode: string;
  phone: string;
  account_opening_reason: string;
  tax_residence: string;
  tax_identification_number: string;
};

/** The forms of address new_account_real takes. */
export const SALUTATIONS = ['Mr', 'Ms', 'Miss', 'Mrs'] as const;

/** The reasons new_account_real takes for opening an account. */
export const ACCOUNT_OPENING_REASONS = [
  'Speculative',
  'Income Earning',
  'Hedging',
  'Peer-to-peer exchange',
  'Additional revenue',
  'Savings',
] as const;

/** Countries that cannot be given as a tax residence (accounts-and-money §5). */
export const UNAVAILABLE_TAX_RESIDENCES = ['py', 'ae'] as const;

/** Residents of the United Kingdom must give a postcode. */
export const postcodeRequired = (residence: string) => residence === 'gb';

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** accounts-and-money §9: names 2-30, phone 8-35 digits, tax id and postcode 20, state and city 35, address 70. */
const name = [required, lettersOnly, lengthBetween(2, 30)];
const addressLine = lengthBetween(1, 70);

/**
 * The real-account form's rules (accounts-and-money §5 "Account opening and personal details"); a
 * resident of the United Kingdom must give a postcode. Tax residence and number are optional here.
 */
export function realAccountRules(residence: string): FieldRules<RealAccountValues> {
  const postcodeRules = [postcode, lengthBetween(1, 20)];
  return {
    salutation: [required],
    first_name: name,
    last_name: name,
    date_of_birth: [required],
    place_of_birth: [required],
    citizen: [required],
    address_line_1: [required, address, addressLine],
    address_line_2: [address, addressLine],
    address_city: [required, lettersOnly, lengthBetween(1, 35)],
    address_state: [generalText, lengthBetween(1, 35)],
    address_postcode: postcodeRequired(residence) ? [required, ...postcodeRules] : postcodeRules,
    phone: [required, phone, lengthBetween(8, 35, digitCount)],
    account_opening_reason: [required],
    tax_identification_number: [taxId, lengthBetween(1, 20)],
  };
}
