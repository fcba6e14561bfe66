import { birthDateRange } from '../../lib/birth-date';
import { localize } from '../../lib/localize';
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
  type Validator,
} from '../../lib/validators';
import { FINANCIAL_QUESTIONS, type FinancialAnswers } from './financial-questions';

/** The personal details a real account gives, as get_settings names them. */
export type PersonalDetailValues = {
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

/** The real-account form's values: the personal details, the secret question and the confirmations. */
export type RealAccountValues = PersonalDetailValues & {
  secret_question: string;
  secret_answer: string;
  tnc: boolean;
  not_pep: boolean;
};

/** The financial account form's values: the real form's, the financial information and the confirmations. */
export type FinancialAccountValues = RealAccountValues &
  FinancialAnswers & {
    /** The client asks to be treated as a professional client (client_type). */
    professional: boolean;
    confirmation: boolean;
  };

/** Which form, for which company, on which day: what the rules of §5 depend on. */
export interface OpeningTerms {
  residence: string;
  /** The landing company the account is opened with. */
  company: string;
  /** The company's signup requirements list the secret question. */
  asksSecretQuestion: boolean;
  /** The day the form is filled in, epoch ms. */
  nowMs: number;
}

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

/** The secret questions new_account_real takes. */
export const SECRET_QUESTIONS = [
  "Mother's maiden name",
  'Name of your pet',
  'Name of first love',
  'Memorable town/city',
  'Memorable date',
  'Favourite dish',
  'Brand of first car',
  'Favourite artist',
] as const;

/** Countries that cannot be chosen as the residence or the tax residence (accounts-and-money §5). */
const UNAVAILABLE_RESIDENCES: readonly string[] = ['py', 'ae'];

export const isUnavailableResidence = (country: string) => UNAVAILABLE_RESIDENCES.includes(country);

/** Residents of the United Kingdom must give a postcode. */
export const postcodeRequired = (residence: string) => residence === 'gb';

/** The real form asks malta and iom clients for their citizenship (§5 "citizen"). */
export const citizenRequired = (company: string) => company === 'malta' || company === 'iom';

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** accounts-and-money §9: names 2-30, phone 8-35 digits, tax id and postcode 20, state and city 35, address 70. */
const name = [required, lettersOnly, lengthBetween(2, 30)];
const addressLine = lengthBetween(1, 70);

/** A checkbox that must be ticked, with the message the spec gives it. */
const ticked =
  (message: () => string): Validator<boolean> =>
  (value) =>
    value ? undefined : message();

/** The date of birth's own check: a client younger than 18 is told so at the field (§9 "minimum age 18"). */
function oldEnough(nowMs: number): Validator {
  const { max } = birthDateRange(nowMs);
  return (value) => (value > max ? localize('Sorry, you are too young to open an account.') : undefined);
}

/**
 * The personal details' rules (accounts-and-money §5), as the account forms and the personal-details
 * page check them: a resident of the United Kingdom gives a postcode; the tax details are optional.
 */
export function personalDetailRules(residence: string, nowMs: number) {
  const postcodeRules = [postcode, lengthBetween(1, 20)];
  return {
    salutation: [required],
    first_name: name,
    last_name: name,
    date_of_birth: [required, oldEnough(nowMs)],
    place_of_birth: [required],
    address_line_1: [required, address, addressLine],
    address_line_2: [address, addressLine],
    address_city: [required, lettersOnly, lengthBetween(1, 35)],
    address_state: [generalText, lengthBetween(1, 35)],
    address_postcode: postcodeRequired(residence) ? [required, ...postcodeRules] : postcodeRules,
    phone: [required, phone, lengthBetween(8, 35, digitCount)],
    account_opening_reason: [required],
    tax_identification_number: [taxId, lengthBetween(1, 20)],
  } satisfies FieldRules<PersonalDetailValues>;
}

function sharedRules({ residence, asksSecretQuestion, nowMs }: OpeningTerms) {
  return {
    ...personalDetailRules(residence, nowMs),
    ...(asksSecretQuestion && { secret_question: [required], secret_answer: [required, lengthBetween(4, 50)] }),
    tnc: [ticked(() => localize('Please accept the terms and conditions.'))],
    not_pep: [ticked(() => localize('Please confirm that you are not a politically exposed person.'))],
  } satisfies FieldRules<RealAccountValues>;
}

/**
 * The real-account form's rules (accounts-and-money §5 "Account opening and personal details"): a
 * resident of the United Kingdom gives a postcode, a client of malta or iom the citizenship, a
 * client of a company that asks for it the secret question; the tax details are optional.
 */
export function realAccountRules(terms: OpeningTerms): FieldRules<RealAccountValues> {
  return {
    ...sharedRules(terms),
    citizen: citizenRequired(terms.company) ? [required] : [],
  };
}

/**
 * The financial account form's rules (§5): the real form's, with the citizenship and the tax
 * residence and number required, every financial-information question answered, and the
 * confirmation that the information is true and complete.
 */
export function financialAccountRules(terms: OpeningTerms): FieldRules<FinancialAccountValues> {
  const questions = Object.fromEntries(Object.keys(FINANCIAL_QUESTIONS).map((field) => [field, [required]]));
  return {
    ...sharedRules(terms),
    ...questions,
    citizen: [required],
    tax_residence: [required],
    tax_identification_number: [required, taxId, lengthBetween(1, 20)],
    confirmation: [ticked(() => localize('Please confirm that all the information above is true and complete.'))],
  };
}
