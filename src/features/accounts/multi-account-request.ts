import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { Settings } from '../../api/endpoints/notices';
import type { NewRealAccountFields } from '../../api/endpoints/account-opening';

dayjs.extend(utc);

/** The personal details new_account_real takes that get_settings gives back under the same names. */
const DETAIL_FIELDS = [
  'salutation',
  'first_name',
  'last_name',
  'place_of_birth',
  'citizen',
  'address_line_1',
  'address_line_2',
  'address_city',
  'address_state',
  'address_postcode',
  'phone',
  'account_opening_reason',
  'tax_residence',
  'tax_identification_number',
] as const;

/**
 * The request of another account with the current company (accounts-and-money §2 "Accounts page"):
 * the client's known details, as get_settings has them, and the chosen currency. Details the client
 * has not given are left out, so the platform names them (InsufficientAccountDetails).
 */
export function multiAccountRequest(settings: Settings, currency: string): NewRealAccountFields {
  const details = DETAIL_FIELDS.flatMap((field) => {
    const value = settings[field];
    return typeof value === 'string' && value !== '' ? [[field, value] as const] : [];
  });
  const birth = settings.date_of_birth;
  return {
    ...(Object.fromEntries(details) as Partial<NewRealAccountFields>),
    ...(typeof birth === 'number' && { date_of_birth: dayjs.unix(birth).utc().format('YYYY-MM-DD') }),
    // get_settings names the country in `residence` and gives its code in `country_code`.
    ...(settings.country_code && { residence: settings.country_code }),
    currency,
  } as NewRealAccountFields;
}
