import { useFieldError } from '../../ui/form';

/** A box the client must tick, its words beside it and its error under it. */
export function CheckboxField({
  name,
  label,
  checked,
  error,
  onChange,
}: {
  name: string;
  label: string;
  checked: boolean;
  error?: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const { errorId, control } = useFieldError(error);
  return (
    <div className="real-account__check">
      <label className="form__check">
        <input
          {...control}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <span className="form__error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
