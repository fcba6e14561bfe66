import { localize } from '../../../lib/localize';
import { FormField } from '../../../ui/form';
import type { SetFormField, TradingFormState } from '../form';

/** Whether the contract ends after a duration or at a time of day. */
export function ExpiryTypeField({ form, set }: { form: TradingFormState; set: SetFormField }) {
  return (
    <FormField layout="beside" label={localize('Expiry')} name="expiry_type">
      <select
        value={form.expiry_type}
        onChange={(event) => set('expiry_type', event.target.value as TradingFormState['expiry_type'])}
        data-testid="expiry_type"
        aria-label={localize('Expiry')}
      >
        <option value="duration">{localize('Duration')}</option>
        <option value="endtime">{localize('End time')}</option>
      </select>
    </FormField>
  );
}
