import { FormField } from '../../../ui/form';

interface Props {
  /** Names the field and its group of choices. */
  label: string;
  /** The form's name of the field (see `FormField`). */
  name: string;
  error?: string | undefined;
  choices: readonly number[];
  /** The chosen number as the form keeps it, e.g. "3"; none chosen when it matches no choice. */
  value: string;
  onChange(value: string): void;
}

/**
 * A trading form row of numbered buttons of which one is chosen: the digit prediction and the
 * selected tick.
 */
export function ChoiceField({ label, name, error, choices, value, onChange }: Props) {
  return (
    <FormField layout="beside" group label={label} name={name} error={error}>
      {(control) => (
        <div {...control} className="digit-row" role="radiogroup" aria-label={label}>
          {choices.map((choice) => {
            const chosen = value === String(choice);
            return (
              <button
                key={choice}
                type="button"
                role="radio"
                aria-checked={chosen}
                className={`digit-row__digit${chosen ? ' digit-row__digit--selected' : ''}`}
                onClick={() => onChange(String(choice))}
              >
                {choice}
              </button>
            );
          })}
        </div>
      )}
    </FormField>
  );
}
