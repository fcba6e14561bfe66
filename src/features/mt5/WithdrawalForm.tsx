import { useMt5WithdrawalMutation, type Mt5Login } from '../../api/endpoints/mt5';
import { localize } from '../../lib/localize';
import { FormInput, useForm } from '../../ui/form';
import type { TradingAccount, TransferDone } from './transfer-account';
import { TransferForm } from './TransferForm';
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
    <TransferForm title={localize('Withdrawal')} from={login} to={to.loginid} currency={currency} form={form}>
      <FormInput
        form={form}
        name="main_password"
        label={localize('Main password')}
        required
        type="password"
        autoComplete="current-password"
      />
    </TransferForm>
  );
}
