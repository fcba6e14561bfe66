import { localize } from '../../lib/localize';
import { FormField } from '../../ui/form';

export type Mt5PasswordType = 'main' | 'investor';

/** Which of an MT5 account's passwords a form sets: the main one or the investor (read-only) one. */
export function PasswordTypeField({
  value,
  onChange,
}: {
  value: Mt5PasswordType;
  onChange: (type: Mt5PasswordType) => void;
}) {
  return (
    <FormField label={localize('Password')} error={undefined}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value as Mt5PasswordType)}>
          <option value="main">{localize('Main password')}</option>
          <option value="investor">{localize('Investor password')}</option>
        </select>
      )}
    </FormField>
  );
}
