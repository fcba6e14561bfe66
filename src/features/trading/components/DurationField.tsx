import type { AvailableContract } from '../../../api/endpoints/markets';
import { localize } from '../../../lib/localize';
import { FormField } from '../../../ui/form';
import {
  DURATION_UNIT_LABELS,
  durationText,
  flooredDuration,
  withDurationUnit,
  type DurationUnit,
  type SetFormField,
  type TradeFormModel,
  type TradingFormState,
} from '../form';
import { DailyDurationPicker } from './DailyDurationPicker';

interface Props {
  form: TradingFormState;
  model: TradeFormModel;
  available: readonly AvailableContract[];
  error: string | undefined;
  now: number;
  set: SetFormField;
  update(change: (current: TradingFormState) => TradingFormState): void;
}

/** The duration's amount and unit, with its minimum; a daily duration also has its date picker. */
export function DurationField({ form, model, available, error, now, set, update }: Props) {
  const { fixedDuration, unitLimits } = model;
  return (
    <FormField layout="beside" group label={localize('Duration')} name="duration_amount" error={error}>
      {(control) => (
        <>
          <input
            {...control}
            inputMode="numeric"
            value={form.duration_amount}
            disabled={fixedDuration}
            onChange={(event) => set('duration_amount', event.target.value)}
            onBlur={() => set('duration_amount', flooredDuration(form.duration_amount))}
            data-testid="duration_amount"
            aria-label={localize('Duration amount')}
          />
          <select
            value={form.duration_units}
            disabled={fixedDuration}
            onChange={(event) => {
              const unit = event.target.value as DurationUnit;
              update((current) => withDurationUnit(current, unit, available, now));
            }}
            data-testid="duration_units"
            aria-label={localize('Duration unit')}
          >
            {model.durationLimits.map((limit) => (
              <option key={limit.unit} value={limit.unit}>
                {localize(DURATION_UNIT_LABELS[limit.unit])}
              </option>
            ))}
          </select>
          {form.duration_units === 'd' && !fixedDuration ? (
            <DailyDurationPicker
              now={now}
              days={form.duration_amount}
              onChange={(days) => set('duration_amount', days)}
            />
          ) : null}
          {unitLimits ? (
            <span className="field__hint">
              {localize('Minimum [_1]', durationText(unitLimits.min, unitLimits.unit))}
            </span>
          ) : null}
        </>
      )}
    </FormField>
  );
}
