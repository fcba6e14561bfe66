import { localize } from '../../lib/localize';
import { useFieldError } from '../../ui/form';

/** The reality-check interval in minutes, with its error under it. */
export function IntervalField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { errorId, control } = useFieldError(error, true);
  return (
    <label className="popup__field">
      <span>{localize('Reality-check interval (minutes)')}</span>
      <input
        {...control}
        name="interval"
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <span className="popup__error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
