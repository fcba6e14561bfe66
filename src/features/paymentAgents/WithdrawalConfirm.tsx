import { usePaymentAgentWithdrawMutation } from '../../api/endpoints/payment-agents';
import { currencyDisplayCode } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { FormFailureMessage, SubmitButton, useForm } from '../../ui/form';
import type { WithdrawalValues } from './agent-rules';
import { withdrawalRequest } from './WithdrawalForm';

/**
 * The checked withdrawal for the client to confirm (accounts-and-money §4): agent, currency and
 * amount, with Back to the form and Submit, which withdraws.
 */
export function WithdrawalConfirm({
  values,
  agentName,
  currency,
  token,
  onBack,
  onDone,
  onTokenRejected,
}: {
  values: WithdrawalValues;
  agentName: string;
  currency: string;
  token: string;
  onBack: () => void;
  onDone: () => void;
  onTokenRejected: () => void;
}) {
  const [withdraw] = usePaymentAgentWithdrawMutation();
  const form = useForm<Record<string, never>, void>({
    initialValues: {},
    submit: async () => {
      try {
        await withdraw(withdrawalRequest(values, currency, token)).unwrap();
      } catch (error) {
        if ((error as { code?: string }).code === 'InvalidToken') onTokenRejected();
        throw error;
      }
    },
    onSuccess: onDone,
  });
  const title = localize('Confirm your withdrawal');
  return (
    <form className="form agents__confirm" onSubmit={form.onSubmit} aria-label={title} data-testid="withdrawal-confirm">
      <h2>{title}</h2>
      <dl className="agents__facts">
        <dt>{localize('Payment agent')}</dt>
        <dd>{agentName}</dd>
        <dt>{localize('Currency')}</dt>
        <dd>{currencyDisplayCode(currency)}</dd>
        <dt>{localize('Amount')}</dt>
        <dd>{values.amount}</dd>
      </dl>
      <FormFailureMessage failure={form.refusal?.code === 'InvalidToken' ? undefined : form.failure} />
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onBack} disabled={form.submitting}>
          {localize('Back')}
        </button>
        <SubmitButton busy={form.submitting}>{localize('Submit')}</SubmitButton>
      </div>
    </form>
  );
}
