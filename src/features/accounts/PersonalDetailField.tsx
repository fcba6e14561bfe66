import type { ResidenceListResponse } from '../../../schemas/generated/types';
import { localize } from '../../lib/localize';
import { FormField, type LabelledControl } from '../../ui/form';
import { BirthDateField } from './BirthDateField';
import { ChoiceSelect } from './ChoiceSelect';
import { CountrySelect } from './CountrySelect';
import { StateField } from './StateField';
import { ACCOUNT_OPENING_REASONS, postcodeRequired, isUnavailableResidence, SALUTATIONS } from './real-account-rules';

type Countries = ResidenceListResponse['residence_list'];

/** Each detail's label (a catalogue text), as the real-account form and the personal-details page show it. */
export const DETAIL_LABELS = {
  salutation: 'Title',
  first_name: 'First name',
  last_name: 'Last name',
  date_of_birth: 'Date of birth',
  place_of_birth: 'Place of birth',
  citizen: 'Citizenship',
  account_opening_reason: 'Account opening reason',
  address_line_1: 'First line of home address',
  address_line_2: 'Second line of home address',
  address_city: 'Town/City',
  address_state: 'State/Province',
  address_postcode: 'Postal Code / ZIP',
  phone: 'Telephone',
  tax_residence: 'Tax residence',
  tax_identification_number: 'Tax identification number',
} as const;

/** The personal details of a real account, as get_settings names them. */
export type PersonalDetail = keyof typeof DETAIL_LABELS;

/** The details as the forms group them: who the client is, where they live, and their tax details. */
export const IDENTITY_DETAILS = [
  'salutation',
  'first_name',
  'last_name',
  'date_of_birth',
  'place_of_birth',
  'citizen',
  'account_opening_reason',
] as const satisfies readonly PersonalDetail[];
export const ADDRESS_DETAILS = [
  'address_line_1',
  'address_line_2',
  'address_city',
  'address_state',
  'address_postcode',
  'phone',
] as const satisfies readonly PersonalDetail[];
export const TAX_DETAILS = ['tax_residence', 'tax_identification_number'] as const satisfies readonly PersonalDetail[];

/** What the field needs of the form it is in: the details' values and errors, and a way to set one. */
interface DetailsForm {
  values: Record<PersonalDetail, string>;
  errors: Partial<Record<PersonalDetail, string>>;
  setValue(name: PersonalDetail, value: string): void;
}

const AUTOCOMPLETE: Partial<Record<PersonalDetail, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  address_line_1: 'address-line1',
  address_line_2: 'address-line2',
  address_city: 'address-level2',
  address_postcode: 'postal-code',
  phone: 'tel',
};

/** Details every real account must give (accounts-and-money §5); the postcode only in the United Kingdom. */
function isRequired(name: PersonalDetail, residence: string): boolean {
  if (name === 'address_postcode') return postcodeRequired(residence);
  return !['address_line_2', 'address_state', 'tax_residence', 'tax_identification_number'].includes(name);
}

interface Props {
  name: PersonalDetail;
  form: DetailsForm;
  /** residence_list, for the country choices. */
  countries: Countries;
  /** The client's country of residence: its states, and whether a postcode is required. */
  residence: string;
  /** Marks the field required even where the rule alone would not (a tax detail the platform asks for). */
  required?: boolean;
}

/**
 * One personal detail as a labelled field with its first error, drawn with the control it needs (a
 * choice of title, reason, country or state, a date of birth, or text): the real-account form and the
 * personal-details page draw their fields with it.
 */
export function PersonalDetailField({ name, form, countries, residence, required }: Props) {
  const value = form.values[name];
  const error = form.errors[name];
  const onChange = (next: string) => form.setValue(name, next);
  if (name === 'date_of_birth') return <BirthDateField value={value} error={error} onChange={onChange} />;
  return (
    <FormField label={localize(DETAIL_LABELS[name])} error={error} required={required ?? isRequired(name, residence)}>
      {(control) => <DetailControl control={control} {...{ name, value, onChange, countries, residence }} />}
    </FormField>
  );
}

function DetailControl({
  control,
  name,
  value,
  onChange,
  countries,
  residence,
}: {
  control: LabelledControl;
  name: Exclude<PersonalDetail, 'date_of_birth'>;
  value: string;
  onChange: (value: string) => void;
  countries: Countries;
  residence: string;
}) {
  const shared = { ...control, name, value, onChange };
  switch (name) {
    case 'salutation':
      return <ChoiceSelect {...shared} choices={SALUTATIONS.map((each) => ({ value: each, text: localize(each) }))} />;
    case 'account_opening_reason':
      return (
        <ChoiceSelect
          {...shared}
          choices={ACCOUNT_OPENING_REASONS.map((reason) => ({ value: reason, text: localize(reason) }))}
        />
      );
    case 'place_of_birth':
    case 'citizen':
      return <CountrySelect {...shared} countries={countries} />;
    case 'tax_residence':
      return (
        <CountrySelect
          {...shared}
          countries={countries}
          unavailable={(country) => isUnavailableResidence(country.value ?? '')}
        />
      );
    case 'address_state':
      return <StateField {...control} residence={residence} value={value} onChange={onChange} />;
    default:
      return (
        <input
          {...control}
          name={name}
          type={name === 'phone' ? 'tel' : 'text'}
          autoComplete={AUTOCOMPLETE[name] ?? 'off'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
