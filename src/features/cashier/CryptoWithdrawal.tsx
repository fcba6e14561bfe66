import { useState } from 'react';
import type { ApiError } from '../../../schemas/generated/types';
import { useCashierMutation } from '../../api/endpoints/cashier';
import { currencyDecimals, currencyDisplayCode } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { bounds, decimals, number, required } from '../../lib/validators';
import { FormInput, SubmitButton, useForm } from '../../ui/form';
import { CashierRefusal } from './CashierRefusal';
import { minimumWithdrawal } from './minimum-withdrawal';

type Checked = { address: string; amount: number };

/**
 * A crypto cashier's withdrawal (type api): the address and amount are checked by a dry run, then
 * confirmed and sent with the e-mailed code; the platform says what became of it.
 */
export function CryptoWithdrawal({ currency, code }: { currency: string; code: string }) {
  const [requestCashier] = useCashierMutation();
  const [checked, setChecked] = useState<Checked>();
  const send = (withdrawal: Checked, dryRun: boolean) =>
    requestCashier({
      cashier: 'withdraw',
      provider: 'crypto',
      type: 'api',
      verification_code: code,
      ...withdrawal,
      ...(dryRun ? { dry_run: 1 as const } : {}),
    }).unwrap();
  const form = useForm({
    initialValues: { address: '', amount: '' },
    rules: {
      address: [required],
      amount: [required, number, decimals(currencyDecimals(currency)), bounds({ min: minimumWithdrawal(currency) })],
    },
    submit: async ({ address, amount }) => {
      const withdrawal = { address, amount: Number(amount) };
      await send(withdrawal, true);
      return withdrawal;
    },
    onSuccess: setChecked,
  });
  if (checked)
    return <CryptoWithdrawalConfirm checked={checked} currency={currency} send={() => send(checked, false)} />;
  return (
    <form className="form cashier__crypto" onSubmit={form.onSubmit} noValidate data-testid="crypto-withdrawal">
      <FormInput form={form} name="address" label={localize('Withdrawal address')} required autoComplete="off" />
      <FormInput
        form={form}
        name="amount"
        label={`${localize('Amount')} (${currencyDisplayCode(currency)})`}
        required
        inputMode="decimal"
        autoComplete="off"
      />
      {form.refusal && <CashierRefusal error={form.refusal} />}
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{localize('Withdraw')}</SubmitButton>
      </div>
    </form>
  );
}

function CryptoWithdrawalConfirm({
  checked,
  currency,
  send,
}: {
  checked: Checked;
  currency: string;
  send: () => Promise<unknown>;
}) {
  const [state, setState] = useState<{ busy: boolean; done?: string; refusal?: ApiError }>({ busy: false });
  if (state.done)
    return (
      <p className="cashier__notice" role="status" data-testid="crypto-withdrawal-done">
        {state.done}
      </p>
    );
  const confirm = () => {
    setState({ busy: true });
    send()
      .then((answer) => {
        const withdrawal = (answer as { withdraw?: { status_message?: string } }).withdraw;
        setState({ busy: false, done: withdrawal?.status_message ?? '' });
      })
      .catch((refusal: ApiError) => setState({ busy: false, refusal }));
  };
  return (
    <div className="cashier__crypto" data-testid="crypto-withdrawal-confirm">
      <p>
        {localize(
          'Withdraw [_1] [_2] to [_3]?',
          String(checked.amount),
          currencyDisplayCode(currency),
          checked.address,
        )}
      </p>
      {state.refusal && <CashierRefusal error={state.refusal} />}
      <p className="cashier__buttons">
        <button type="button" className="button button--primary" onClick={confirm} disabled={state.busy}>
          {localize('Confirm')}
        </button>
      </p>
    </div>
  );
}
