import { usePaymentAgentTransferMutation } from '../../api/endpoints/payment-agents';
import { currencyDisplayCode } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { FormFailureMessage, FormInput, SubmitButton, useForm } from '../../ui/form';
import { collapsedDescription, transferRules, type AmountLimits, type TransferValues } from './agent-rules';

/** The request of a transfer as the form holds it, dry run or not. */
export function transferRequest(values: TransferValues, currency: string) {
  return {
    transfer_to: values.loginid.toUpperCase(),
    amount: Number(values.amount),
    currency,
    description: collapsedDescription(values.description),
  };
}

export interface CheckedTransfer {
  values: TransferValues;
  /** The recipient's name, as the dry run gives it. */
  fullName: string;
}

/**
 * The transfer form (accounts-and-money §5): the client's login ID, the amount within the agent's
 * limits and the balance, and a description, checked by a dry run whose refusal shows under it.
 */
export function AgentTransferForm({
  currency,
  limits,
  balance,
  initialValues,
  onChecked,
}: {
  currency: string;
  limits: AmountLimits;
  balance: number;
  initialValues: TransferValues;
  onChecked: (checked: CheckedTransfer) => void;
}) {
  const [transfer] = usePaymentAgentTransferMutation();
  const form = useForm<TransferValues, CheckedTransfer>({
    initialValues,
    rules: transferRules(currency, limits, balance),
    submit: async (values) => {
      const reply = await transfer({ ...transferRequest(values, currency), dry_run: 1 }).unwrap();
      return { values, fullName: reply.client_to_full_name ?? '' };
    },
    onSuccess: onChecked,
  });
  const title = localize('Payment agent transfer');
  return (
    <form className="form agents__form" onSubmit={form.onSubmit} noValidate aria-label={title}>
      <FormInput
        form={form}
        name="loginid"
        label={localize('Transfer to login ID')}
        required
        autoCapitalize="characters"
      />
      <FormInput
        form={form}
        name="amount"
        label={`${localize('Amount')} (${currencyDisplayCode(currency)})`}
        required
        inputMode="decimal"
      />
      <FormInput form={form} name="description" label={localize('Description')} />
      <FormFailureMessage failure={form.failure} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{localize('Transfer')}</SubmitButton>
      </div>
    </form>
  );
}
