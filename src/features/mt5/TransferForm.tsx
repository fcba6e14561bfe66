import type { ReactNode } from 'react';
import { localize } from '../../lib/localize';
import type { FormValues } from '../../lib/form-values';
import { FormFailureMessage, FormField, SubmitButton, type Form } from '../../ui/form';

/**
 * What both MT5 transfer forms show: the heading (from → to), the amount in the currency it is
 * counted in, the form's own fields (`children`), the server's refusal and the submit button.
 */
export function TransferForm<V extends FormValues & { amount: string }>({
  title,
  from,
  to,
  currency,
  form,
  children,
}: {
  title: string;
  from: string;
  to: string;
  currency: string;
  form: Form<V>;
  children?: ReactNode;
}) {
  return (
    <form className="form mt5__form" onSubmit={form.onSubmit} noValidate aria-label={title}>
      <h3>
        {title}: {from} → {to}
      </h3>
      <FormField label={`${localize('Amount')} (${currency})`} error={form.errors.amount} required>
        {(control) => (
          <input
            {...control}
            name="amount"
            inputMode="decimal"
            value={form.values.amount}
            onChange={(event) => form.setValue('amount', event.target.value as V['amount'])}
          />
        )}
      </FormField>
      {children}
      <FormFailureMessage failure={form.failure} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{title}</SubmitButton>
      </div>
    </form>
  );
}
