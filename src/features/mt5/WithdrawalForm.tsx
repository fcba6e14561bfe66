import { useMt5WithdrawalMutation, type Mt5Login } from '../../api/endpoints/mt5';
import { localize } from '../../lib/localize';
import { FormFailureMessage, FormField, SubmitButton, useForm } from '../../ui/form';
import type { TradingAccount, TransferDone } from './transfer-account';
import {
  WITHDRAWAL_PASSWORD_FIELDS,
  withdrawalRules,
  type TransferLimits,
  type WithdrawalValues,
} from './transfer-rules';

/**
 * Moves money from a real MT5 account back to the trading account: an amount in the MT5 account's
 * currency with 2 decimals within the converted limits, confirmed with the MT5 main password.
 */
export function WithdrawalForm({
  mt5,
  to,
  limits,
  onDone,
}: {
  mt5: Mt5Login;
  to: TradingAccount;
  limits: TransferLimits;
  onDone: (done: TransferDone) => void;
}) {
  const [withdraw] = useMt5WithdrawalMutation();
  const login = mt5.login ?? '';
  const currency = mt5.currency ?? '';
  const form = useForm<WithdrawalValues, TransferDone>({
    initialValues: { amount: '', main_password: '' },
    rules: withdrawalRules(limits),
    passwordFields: WITHDRAWAL_PASSWORD_FIELDS,
    submit: async ({ amount, main_password }) => {
      await withdraw({ amount: Number(amount), from_mt5: login, to_binary: to.loginid, main_password }).unwrap();
      return { amount, currency, from: login, to: to.loginid };
    },
    onSuccess: onDone,
  });

  return (
    <form className="form mt5__form" onSubmit={form.onSubmit} noValidate aria-label={localize('Withdrawal')}>
      <h3>
        {localize('Withdrawal')}: {login} → {to.loginid}
      </h3>
      <FormField label={`${localize('Amount')} (${currency})`} error={form.errors.amount} required>
        <input
          name="amount"
          inputMode="decimal"
          value={form.values.amount}
          onChange={(event) => form.setValue('amount', event.target.value)}
        />
      </FormField>
      <FormField label={localize('Main password')} error={form.errors.main_password} required>
        <input
          name="main_password"
          type="password"
          autoComplete="current-password"
          value={form.values.main_password}
          onChange={(event) => form.setValue('main_password', event.target.value)}
        />
      </FormField>
      <FormFailureMessage failure={form.failure} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{localize('Withdrawal')}</SubmitButton>
      </div>
    </form>
  );
}
