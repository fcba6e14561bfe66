import { usePaymentAgentTransferMutation } from '../../api/endpoints/payment-agents';
import { currencyDisplayCode } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { FormFailureMessage, SubmitButton, useForm } from '../../ui/form';
import { transferRequest, type CheckedTransfer } from './AgentTransferForm';

/**
 * The checked transfer for the agent to confirm: the recipient's name and login ID, the currency and
 * the amount, with Back to the form and Confirm, which transfers; a refusal shows here.
 */
export function AgentTransferConfirm({
  checked,
  currency,
  onBack,
  onDone,
}: {
  checked: CheckedTransfer;
  currency: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const [transfer] = usePaymentAgentTransferMutation();
  const form = useForm<Record<string, never>, void>({
    initialValues: {},
    submit: async () => {
      await transfer(transferRequest(checked.values, currency)).unwrap();
    },
    onSuccess: onDone,
  });
  const title = localize('Confirm your transfer');
  return (
    <form className="form agents__confirm" onSubmit={form.onSubmit} aria-label={title} data-testid="transfer-confirm">
      <h2>{title}</h2>
      <dl className="agents__facts">
        <dt>{localize('Transfer to')}</dt>
        <dd data-testid="transfer-recipient">
          {checked.fullName} ({checked.values.loginid.toUpperCase()})
        </dd>
        <dt>{localize('Currency')}</dt>
        <dd>{currencyDisplayCode(currency)}</dd>
        <dt>{localize('Amount')}</dt>
        <dd>{checked.values.amount}</dd>
      </dl>
      <FormFailureMessage failure={form.failure} />
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onBack} disabled={form.submitting}>
          {localize('Back')}
        </button>
        <SubmitButton busy={form.submitting}>{localize('Confirm')}</SubmitButton>
      </div>
    </form>
  );
}
