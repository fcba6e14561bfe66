import { localize } from '../../../lib/localize';
import { FormField } from '../../../ui/form';
import { startTimeSlots, timeOfDay, type SetFormField, type TradeFormModel, type TradingFormState } from '../form';

interface Props {
  form: TradingFormState;
  forwardDays: TradeFormModel['forwardDays'];
  now: number;
  set: SetFormField;
}

/** Now, or a forward start in one of the next days' sessions. */
export function StartTimeField({ form, forwardDays, now, set }: Props) {
  return (
    <FormField layout="beside" label={localize('Start time')} name="date_start">
      <select
        value={String(form.date_start)}
        onChange={(event) => set('date_start', event.target.value === 'now' ? 'now' : Number(event.target.value))}
        data-testid="date_start"
        aria-label={localize('Start time')}
      >
        <option value="now">{localize('Now')}</option>
        {forwardDays.flatMap((day) =>
          startTimeSlots(now, day.day, day).map((slot) => (
            <option key={slot} value={slot}>
              {new Date(slot * 1000).toISOString().slice(0, 10)} {timeOfDay(slot)} GMT
            </option>
          )),
        )}
      </select>
    </FormField>
  );
}
