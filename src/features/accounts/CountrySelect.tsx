import type { ResidenceListResponse } from '../../../schemas/generated/types';
import { localeOf } from '../../lib/languages';
import { currentLanguage } from '../../lib/localize';
import type { LabelledControl } from '../../ui/form';
import { ChoiceSelect } from './ChoiceSelect';

export type Country = ResidenceListResponse['residence_list'][number];

/**
 * A choice of country from residence_list, in the order of its names in the page language; those
 * `unavailable` says yes to cannot be chosen.
 */
export function CountrySelect({
  name,
  countries,
  unavailable = () => false,
  value,
  onChange,
  ...control
}: {
  name: string;
  countries: readonly Country[];
  unavailable?: (country: Country) => boolean;
  value: string;
  onChange: (value: string) => void;
} & Partial<LabelledControl>) {
  const collator = new Intl.Collator(localeOf(currentLanguage()));
  const choices = countries
    .map((country) => ({ value: country.value ?? '', text: country.text ?? '', disabled: unavailable(country) }))
    .sort((a, b) => collator.compare(a.text, b.text));
  return <ChoiceSelect {...control} name={name} choices={choices} value={value} onChange={onChange} />;
}
