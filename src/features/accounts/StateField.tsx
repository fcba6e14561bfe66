import { useStatesListQuery } from '../../api/endpoints/account-opening';
import type { LabelledControl } from '../../ui/form';
import { ChoiceSelect } from './ChoiceSelect';

/**
 * The state or province of `residence`: a choice from states_list, or free text when the platform
 * has no list for the country (accounts-and-money §5).
 */
export function StateField({
  residence,
  value,
  onChange,
  ...control
}: {
  residence: string;
  value: string;
  onChange: (value: string) => void;
} & Partial<LabelledControl>) {
  const { data: states = [] } = useStatesListQuery(residence);
  if (states.length === 0) {
    return (
      <input
        {...control}
        name="address_state"
        autoComplete="address-level1"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return <ChoiceSelect {...control} name="address_state" choices={states} value={value} onChange={onChange} />;
}
