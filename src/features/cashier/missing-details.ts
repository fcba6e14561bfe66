import { localize } from '../../lib/localize';

const STATE = () => localize('State/Province');
const COUNTRY = () => localize('Country');
const CITY = () => localize('Town/City');
const STREET = () => localize('First line of home address');
const POSTCODE = () => localize('Postal Code / ZIP');
const PHONE = () => localize('Telephone');
const EMAIL = () => localize('Email address');

/**
 * The names ASK_FIX_DETAILS's missing fields are shown by (accounts-and-money §8), for the fields as
 * get_settings names them and as the platform's older answers did.
 */
const DETAIL_NAMES: Readonly<Record<string, () => string>> = {
  address_state: STATE,
  province: STATE,
  residence: COUNTRY,
  country: COUNTRY,
  address_city: CITY,
  city: CITY,
  address_line_1: STREET,
  street: STREET,
  address_postcode: POSTCODE,
  pcode: POSTCODE,
  phone: PHONE,
  email: EMAIL,
};

/** The shown names of the missing details an error names (`{ fields: [...] }` or an object keyed by field), each once; unknown ones are left out. */
export function missingDetailNames(details: unknown): string[] {
  if (!details || typeof details !== 'object') return [];
  const fields: unknown = 'fields' in details ? details.fields : Object.keys(details);
  if (!Array.isArray(fields)) return [];
  const names = fields.flatMap((field) => {
    const name = typeof field === 'string' && Object.hasOwn(DETAIL_NAMES, field) ? DETAIL_NAMES[field] : undefined;
    return name ? [name()] : [];
  });
  return [...new Set(names)];
}
