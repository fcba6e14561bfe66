import { localize } from '../../lib/localize';

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
  return (
    <label className="popup__field">
      <span>{localize('Reality-check interval (minutes)')}</span>
      <input
        name="interval"
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== undefined}
      />
      {error && <span className="popup__error">{error}</span>}
    </label>
  );
}
