import { birthDateRange } from '../../lib/birth-date';
import { localize } from '../../lib/localize';
import { FormField } from '../../ui/form';
import { useTimers } from '../../ui/timers-context';

/** The date-of-birth field, its calendar bounded to the ages the platform accepts. */
export function BirthDateField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const timers = useTimers();
  const { min, max } = birthDateRange(timers.now());
  return (
    <FormField label={localize('Date of birth')} error={error} required>
      {(control) => (
        <input
          {...control}
          type="date"
          name="date_of_birth"
          min={min}
          max={max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
