import { useStatesListQuery } from '../../api/endpoints/account-opening';
import { localize } from '../../lib/localize';

/**
 * The state or province of `residence`: a choice from states_list, or free text when the platform
 * has no list for the country (accounts-and-money §5).
 */
export function StateField({
  residence,
  value,
  onChange,
}: {
  residence: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { data: states = [] } = useStatesListQuery(residence);
  if (states.length === 0) {
    return (
      <input
        name="address_state"
        autoComplete="address-level1"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <select name="address_state" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{localize('Please select')}</option>
      {states.map((state) => (
        <option key={state.value} value={state.value}>
          {state.text}
        </option>
      ))}
    </select>
  );
}
