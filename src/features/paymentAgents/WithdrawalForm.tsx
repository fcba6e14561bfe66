import { usePaymentAgentWithdrawMutation, type PaymentAgent } from '../../api/endpoints/payment-agents';
import { currencyDisplayCode } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { FormFailureMessage, FormField, FormInput, SubmitButton, useForm } from '../../ui/form';
import { collapsedDescription, withdrawalRules, type WithdrawalValues } from './agent-rules';

/** The request of a withdrawal as the form holds it, dry run or not. */
export function withdrawalRequest(values: WithdrawalValues, currency: string, token: string) {
  return {
    paymentagent_loginid: values.agent,
    amount: Number(values.amount),
    currency,
    description: collapsedDescription(values.description),
    verification_code: token,
  };
}

/**
 * The withdrawal form (accounts-and-money §5): the agent, the amount and a description, checked by a
 * dry run; a refusal shows under the form, except a refused code, which `onTokenRejected` handles.
 */
export function WithdrawalForm({
  agents,
  currency,
  balance,
  token,
  initialValues,
  onChecked,
  onTokenRejected,
}: {
  agents: readonly PaymentAgent[];
  currency: string;
  balance: number;
  token: string;
  initialValues: WithdrawalValues;
  onChecked: (values: WithdrawalValues) => void;
  onTokenRejected: () => void;
}) {
  const [withdraw] = usePaymentAgentWithdrawMutation();
  const form = useForm<WithdrawalValues, WithdrawalValues>({
    initialValues,
    rules: withdrawalRules(agents, currency, balance),
    submit: async (values) => {
      try {
        await withdraw({ ...withdrawalRequest(values, currency, token), dry_run: 1 }).unwrap();
      } catch (error) {
        if ((error as { code?: string }).code === 'InvalidToken') onTokenRejected();
        throw error;
      }
      return values;
    },
    onSuccess: onChecked,
  });
  const title = localize('Withdraw via payment agent');
  return (
    <form className="form agents__form" onSubmit={form.onSubmit} noValidate aria-label={title}>
      <FormField label={localize('Payment agent')} error={form.errors.agent} required>
        {(control) => (
          <select
            {...control}
            name="agent"
            value={form.values.agent}
            onChange={(event) => form.setValue('agent', event.target.value)}
          >
            <option value="">{localize('Please select')}</option>
            {agents.map((agent) => (
              <option key={agent.paymentagent_loginid} value={agent.paymentagent_loginid}>
                {agent.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormInput
        form={form}
        name="amount"
        label={`${localize('Amount')} (${currencyDisplayCode(currency)})`}
        required
        inputMode="decimal"
      />
      <FormInput form={form} name="description" label={localize('Description')} />
      <FormFailureMessage failure={form.refusal?.code === 'InvalidToken' ? undefined : form.failure} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{localize('Withdraw')}</SubmitButton>
      </div>
    </form>
  );
}
