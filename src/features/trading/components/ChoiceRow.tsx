import type { FieldControl } from '../../../ui/form';

interface Props {
  /** Names the group. */
  label: string;
  choices: readonly number[];
  /** The chosen number as the form keeps it, e.g. "3"; none chosen when it matches no choice. */
  value: string;
  onChange(value: string): void;
  /** The attributes that tie its field's error to it. */
  control?: FieldControl;
}

/** A row of numbered buttons of which one is chosen: the digit prediction and the selected tick. */
export function ChoiceRow({ label, choices, value, onChange, control }: Props) {
  return (
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
  );
}
