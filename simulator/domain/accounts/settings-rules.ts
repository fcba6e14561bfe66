import { landingCompanyOf } from './landing-companies';
import { isVirtual, type Account, type User } from './model';
import { hasStatus } from './statuses';

/**
 * Which personal details an account may change (accounts-and-money §4 "Personal details"):
 * - a virtual account: e-mail consent, and its residence while none is set;
 * - a real account: contact details and preferences always; identity and tax details while they are
 *   empty, or while the landing company lets them change (costarica/svg: until the client is
 *   authenticated); its residence never.
 */

/** Identity and tax details: locked once given, unless the landing company lets them change. */
const IDENTITY_FIELDS = [
  'salutation',
  'first_name',
  'last_name',
  'date_of_birth',
  'place_of_birth',
  'citizen',
  'tax_residence',
  'tax_identification_number',
  'account_opening_reason',
] as const;

/** Contact details and preferences a real account may always change. */
const FREE_FIELDS = [
  'address_line_1',
  'address_line_2',
  'address_city',
  'address_state',
  'address_postcode',
  'phone',
  'calling_country_code',
  'email_consent',
  'allow_copiers',
  'non_pep_declaration',
  'secret_question',
  'secret_answer',
  'employment_status',
  'preferred_language',
  'trading_hub',
  'feature_flag',
  'dxtrade_user_exception',
  'tin_skipped',
  'no_tin_justification',
  'tax_residence_justification',
  'national_id_number',
  'financial_information_version',
  'request_professional_status',
] as const;

const VIRTUAL_FIELDS: readonly string[] = ['email_consent'];

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** The landing company's own conditions (changeable_fields) that hold for this account now. */
function changeableByLandingCompany(account: Account, field: string): boolean {
  const conditions = landingCompanyOf(account.landing_company).changeableFields;
  const holds: Record<string, boolean> = {
    only_before_auth: !hasStatus(account, 'authenticated'),
    personal_details_not_locked: !hasStatus(account, 'personal_details_locked'),
  };
  return Object.entries(conditions).some(([condition, fields]) => holds[condition] === true && fields.includes(field));
}

export function mayChange(field: string, account: Account, user: User): boolean {
  if (field === 'residence') return isVirtual(account) && isEmpty(user.residence);
  if (isVirtual(account)) return VIRTUAL_FIELDS.includes(field);
  if ((FREE_FIELDS as readonly string[]).includes(field)) return true;
  if ((IDENTITY_FIELDS as readonly string[]).includes(field))
    return isEmpty(user.settings[field]) || changeableByLandingCompany(account, field);
  return false;
}

/** The fields of a set_settings request this account may not change. */
export function refusedFields(fields: readonly string[], account: Account, user: User): string[] {
  return fields.filter((field) => !mayChange(field, account, user));
}

/** get_settings' immutable_fields: the identity details and residence that cannot change now. */
export function immutableFields(account: Account, user: User): string[] {
  const shown = isVirtual(account) ? ['residence'] : [...IDENTITY_FIELDS, 'residence'];
  return shown.filter((field) => !mayChange(field, account, user)).sort();
}
