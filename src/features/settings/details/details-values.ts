import type { Settings } from '../../../api/endpoints/notices';
import type { SettingsChanges } from '../../../api/endpoints/settings';
import type { RequestPayload } from '../../../lib/form-values';
import type { PersonalDetailValues } from '../../accounts';
import { ADDRESS_DETAILS } from '../../accounts';
import { LOCKING_DETAILS, type EditableSetting } from './details-editing';

export type DetailsValues = PersonalDetailValues & { residence: string; email_consent: boolean };

const text = (value: string | null | undefined) => value ?? '';

/** "1990-04-02" from get_settings' date of birth in epoch seconds; '' when there is none. */
export function isoDateOf(epochSeconds: number | null | undefined): string {
  return typeof epochSeconds === 'number' ? new Date(epochSeconds * 1000).toISOString().slice(0, 10) : '';
}

/** The form's values as get_settings gives them. */
export function detailsValues(settings: Settings): DetailsValues {
  const values = {
    residence: text(settings.country_code),
    email_consent: settings.email_consent === 1,
  } as DetailsValues;
  for (const detail of [...LOCKING_DETAILS, ...ADDRESS_DETAILS]) {
    values[detail] = detail === 'date_of_birth' ? isoDateOf(settings.date_of_birth) : text(settings[detail]);
  }
  return values;
}

/**
 * set_settings' fields: only the editable settings whose submitted value differs from what the
 * platform holds (accounts-and-money §4). Empty means the client changed nothing.
 */
export function changedSettings(
  submitted: RequestPayload<DetailsValues>,
  held: DetailsValues,
  editable: ReadonlySet<EditableSetting>,
): SettingsChanges {
  const heldPayload: Record<string, string | 0 | 1> = { ...held, email_consent: held.email_consent ? 1 : 0 };
  const changes: Record<string, string | 0 | 1> = {};
  for (const name of editable) {
    if (submitted[name] !== heldPayload[name]) changes[name] = submitted[name];
  }
  return changes as SettingsChanges;
}

/** The details every real account must have given (accounts-and-money §5). */
const REQUIRED_DETAILS = [
  'salutation',
  'first_name',
  'last_name',
  'date_of_birth',
  'place_of_birth',
  'citizen',
  'address_line_1',
  'address_city',
  'phone',
  'account_opening_reason',
] as const satisfies readonly (keyof PersonalDetailValues)[];

/** Whether the platform holds every detail the account needs: a residence, and a real account's required details. */
export function requiredDetailsPresent(settings: Settings, isVirtual: boolean): boolean {
  if (!settings.country_code) return false;
  if (isVirtual) return true;
  const values = detailsValues(settings);
  return REQUIRED_DETAILS.every((detail) => values[detail] !== '');
}
