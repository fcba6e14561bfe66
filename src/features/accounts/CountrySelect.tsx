import type { ResidenceListResponse } from '../../../schemas/generated/types';
import { localize } from '../../lib/localize';

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
  return (
    <select name={name} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{localize('Please select')}</option>
      {countries.map((country) => (
        <option key={country.value} value={country.value} disabled={unavailable(country)}>
          {country.text}
        </option>
      ))}
    </select>
  );
}
