import type { AvailableContract } from '../../../api/endpoints/markets';
import { localize } from '../../../lib/localize';
import { FormField } from '../../../ui/form';
import {
  DIGITS,
  SELECTABLE_TICKS,
  takesPrediction,
  tradeFormModel,
  type FieldErrors,
  type SetFormField,
  type Spot,
  type TradingFormState,
} from '../form';
import { AmountField } from './AmountField';
import { BarrierField } from './BarrierField';
import { ChoiceField } from './ChoiceField';
import { DurationField } from './DurationField';
import { ExpiryTimeInput } from './ExpiryTimeInput';
import { ExpiryTypeField } from './ExpiryTypeField';
import { StartTimeField } from './StartTimeField';

interface Props {
  form: TradingFormState;
  available: readonly AvailableContract[];
  errors: FieldErrors;
  now: number;
  /** The spot a daily contract's offset barriers are priced from. */
  heldSpot?: Spot;
  update(change: (current: TradingFormState) => TradingFormState): void;
}

/** The fields of the chosen contract form (trading-core §2, §5), as its model shows them. */
export function TradeForm({ form, available, errors, now, heldSpot, update }: Props) {
  const model = tradeFormModel(form, available);
  if (!model) return null;
  const set: SetFormField = (field, value) => update((current) => ({ ...current, [field]: value }));
  const twoBarriers = model.barrierCount === 2;

  return (
    <form className="trade-form" onSubmit={(event) => event.preventDefault()} data-testid="trade-form">
      {model.forwardDays.length > 0 ? (
        <StartTimeField form={form} forwardDays={model.forwardDays} now={now} set={set} />
      ) : null}
      {model.endTimeAllowed ? <ExpiryTypeField form={form} set={set} /> : null}
      {form.expiry_type === 'endtime' && model.endTimeAllowed ? (
        <FormField
          layout="beside"
          group
          label={localize('End time (GMT)')}
          name="expiry_time"
          error={errors.expiry_time}
        >
          {(control) => (
            <ExpiryTimeInput
              value={form.expiry_time}
              onChange={(value) => set('expiry_time', value)}
              control={control}
            />
          )}
        </FormField>
      ) : (
        <DurationField
          form={form}
          model={model}
          available={available}
          error={errors.duration_amount}
          now={now}
          set={set}
          update={update}
        />
      )}
      {model.barrierCount >= 1 ? (
        <BarrierField
          form={form}
          name="barrier"
          label={twoBarriers ? localize('High barrier') : localize('Barrier')}
          error={errors.barrier}
          heldSpot={heldSpot}
          onChange={(value) => set('barrier', value)}
        />
      ) : null}
      {twoBarriers ? (
        <BarrierField
          form={form}
          name="barrier2"
          label={localize('Low barrier')}
          error={errors.barrier2}
          heldSpot={heldSpot}
          onChange={(value) => set('barrier2', value)}
        />
      ) : null}
      {takesPrediction(model.formname) ? (
        <ChoiceField
          label={localize('Last digit prediction')}
          name="prediction"
          error={errors.prediction}
          choices={DIGITS}
          value={form.prediction}
          onChange={(digit) => set('prediction', digit)}
        />
      ) : null}
      {model.formname === 'highlowticks' ? (
        <ChoiceField
          label={localize('Selected tick')}
          name="selected_tick"
          choices={SELECTABLE_TICKS}
          value={form.selected_tick}
          onChange={(tick) => set('selected_tick', tick)}
        />
      ) : null}
      {model.equalOffered ? (
        <label className="field field--checkbox">
          <input
            type="checkbox"
            checked={form.is_equal}
            onChange={(event) => set('is_equal', event.target.checked)}
            data-testid="is_equal"
          />
          <span>{localize('Allow equals')}</span>
        </label>
      ) : null}
      <AmountField form={form} model={model} error={errors.amount} update={update} />
    </form>
  );
}
