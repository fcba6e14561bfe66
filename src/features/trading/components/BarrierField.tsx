import { FormField } from '../../../ui/form';
import { barrierKeyAllowed, expiryTypeOf, type Spot, type TradingFormState } from '../form';
import { BarrierLevel } from './BarrierLevel';

interface Props {
  form: TradingFormState;
  /** Which of the form's barriers this field edits. */
  name: 'barrier' | 'barrier2';
  label: string;
  error: string | undefined;
  /** The spot a daily contract's offset barriers are priced from. */
  heldSpot: Spot | undefined;
  onChange(value: string): void;
}

/** A barrier as an offset or a level, with the level it stands for now. */
export function BarrierField({ form, name, label, error, heldSpot, onChange }: Props) {
  const value = form[name];
  return (
    <FormField layout="beside" group label={label} name={name} error={error}>
      {(control) => (
        <>
          <input
            {...control}
            inputMode="decimal"
            value={value}
            onKeyDown={(event) => {
              const input = event.currentTarget;
              if (
                !event.ctrlKey &&
                !event.metaKey &&
                !barrierKeyAllowed(event.key, input.value, input.selectionStart ?? 0)
              )
                event.preventDefault();
            }}
            onChange={(event) => onChange(event.target.value)}
            data-testid={name}
            aria-label={label}
          />
          <BarrierLevel
            barrier={value}
            symbol={form.underlying}
            heldSpot={heldSpot}
            daily={expiryTypeOf(form.duration_units) === 'daily'}
            testId={`${name}-level`}
          />
        </>
      )}
    </FormField>
  );
}
