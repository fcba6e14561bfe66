import { localize } from '../../lib/localize';

export interface Choice {
  value: string;
  text: string;
  disabled?: boolean;
}

/** A required choice from a list, starting at 'Please select'. */
export function ChoiceSelect({
  name,
  choices,
  value,
  onChange,
}: {
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <select name={name} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{localize('Please select')}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value} disabled={choice.disabled}>
          {choice.text}
        </option>
      ))}
    </select>
  );
}
