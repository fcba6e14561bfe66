import { localize } from '../../lib/localize';
import type { LabelledControl } from '../../ui/form';

export interface Choice {
  value: string;
  text: string;
  disabled?: boolean;
}

/** A required choice from a list, starting at 'Please select'; `control` is what its field ties to it. */
export function ChoiceSelect({
  name,
  choices,
  value,
  onChange,
  ...control
}: {
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
} & Partial<LabelledControl>) {
  return (
    <select {...control} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{localize('Please select')}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value} disabled={choice.disabled}>
          {choice.text}
        </option>
      ))}
    </select>
  );
}
