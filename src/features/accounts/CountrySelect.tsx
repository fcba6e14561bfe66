import type { ResidenceListResponse } from '../../../schemas/generated/types';
import { ChoiceSelect } from './ChoiceSelect';

export type Country = ResidenceListResponse['residence_list'][number];

/** A choice of country from residence_list; those `unavailable` says yes to cannot be chosen. */
export function CountrySelect({
  name,
  countries,
  unavailable = () => false,
  value,
  onChange,
}: {
  name: string;
  countries: readonly Country[];
  unavailable?: (country: Country) => boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const choices = countries.map((country) => ({
    value: country.value ?? '',
    text: country.text ?? '',
    disabled: unavailable(country),
  }));
  return <ChoiceSelect name={name} choices={choices} value={value} onChange={onChange} />;
}
