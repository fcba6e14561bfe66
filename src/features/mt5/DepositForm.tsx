import { useMt5DepositMutation, type Mt5Login } from '../../api/endpoints/mt5';
import { localize } from '../../lib/localize';
import { useForm } from '../../ui/form';
import type { TradingAccount, TransferDone } from './transfer-account';
import { TransferForm } from './TransferForm';
import { depositRules, type DepositValues, type TransferLimits } from './transfer-rules';

/**
 * Moves money from the trading account to a real MT5 account: an amount in the trading account's
 * currency, with its decimals, within the converted MT5 limits and the balance.
 */
export function DepositForm({
  mt5,
  from,
  limits,
  onDone,
}: {
  mt5: Mt5Login;
  from: TradingAccount;
  limits: TransferLimits;
  onDone: (done: TransferDone) => void;
}) {
  const [deposit] = useMt5DepositMutation();
  const login = mt5.login ?? '';
  const form = useForm<DepositValues, TransferDone>({
    initialValues: { amount: '' },
    rules: depositRules(limits, from.balance),
    submit: async ({ amount }) => {
      await deposit({ amount: Number(amount), from_binary: from.loginid, to_mt5: login }).unwrap();
      return { amount, currency: from.currency, from: from.loginid, to: login };
    },
    onSuccess: onDone,
  });

  return (
    <TransferForm title={localize('Deposit')} from={from.loginid} to={login} currency={from.currency} form={form} />
  );
}
