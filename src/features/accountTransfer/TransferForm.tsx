import { useEffect, useState } from 'react';
import type { ApiError } from '../../../schemas/generated/types';
import {
  useTransferBetweenAccountsMutation,
  type TransferAccount,
  type TransferBetweenAccountsReply,
} from '../../api/endpoints/account-transfer';
import { ACCOUNT_TRANSFER_ERROR_MS } from '../../lib/constants';
import { currencyDisplayCode } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { moneyText } from '../../lib/money-text';
import { after } from '../../lib/timers';
import { FormFailureMessage, FormField, SubmitButton, useForm } from '../../ui/form';
import { useTimers } from '../../ui/timers-context';
import { amountRules, type TransferValues } from './transfer-rules';

const accountName = (account: TransferAccount) => `${account.loginid} (${currencyDisplayCode(account.currency)})`;

/**
 * The transfer form (accounts-and-money §5): from the logged-in account to one the platform allows,
 * an amount with the currency's decimals from the minimum transfer to the lesser of the balance and
 * the withdrawal remainder. The server's refusal shows in the error area for 5 s.
 */
export function TransferForm({
  from,
  targets,
  minimum,
  max,
  onDone,
}: {
  from: TransferAccount;
  targets: readonly TransferAccount[];
  minimum: string;
  max: string;
  onDone: (reply: TransferBetweenAccountsReply) => void;
}) {
  const [transfer] = useTransferBetweenAccountsMutation();
  const timers = useTimers();
  const [expired, setExpired] = useState<ApiError>();
  const form = useForm<TransferValues, TransferBetweenAccountsReply>({
    initialValues: { to: targets[0]!.loginid, amount: '' },
    rules: amountRules(from.currency, minimum, max),
    submit: (values) =>
      transfer({
        account_from: from.loginid,
        account_to: values.to,
        currency: from.currency,
        amount: Number(values.amount),
      }).unwrap(),
    onSuccess: onDone,
  });
  const { refusal } = form;

  useEffect(() => {
    if (!refusal) return undefined;
    return after(timers, ACCOUNT_TRANSFER_ERROR_MS, () => setExpired(refusal));
  }, [refusal, timers]);

  const title = localize('Transfer Between Accounts');
  return (
    <form className="form account-transfer__form" onSubmit={form.onSubmit} noValidate aria-label={title}>
      <p>{localize('Transfer funds between your real money accounts.')}</p>
      <div className="form__row">
        <span className="form__label">{localize('Transfer from')}</span>
        <span className="account-transfer__from" data-testid="transfer-from">
          {accountName(from)}
        </span>
      </div>
      <FormField label={localize('Transfer to')} error={undefined}>
        {(control) => (
          <select
            {...control}
            name="to"
            value={form.values.to}
            onChange={(event) => form.setValue('to', event.target.value)}
          >
            {targets.map((target) => (
              <option key={target.loginid} value={target.loginid}>
                {accountName(target)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={`${localize('Amount')} (${currencyDisplayCode(from.currency)})`}
        error={form.errors.amount}
        required
      >
        {(control) => (
          <>
            <input
              {...control}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              value={form.values.amount}
              onChange={(event) => form.setValue('amount', event.target.value)}
            />
            <span className="form__hint" data-testid="transfer-range">
              {localize('Min: [_1] Max: [_2]', moneyText(minimum, from.currency), moneyText(max, from.currency))}
            </span>
          </>
        )}
      </FormField>
      <FormFailureMessage failure={refusal === expired ? undefined : form.failure} />
      <div className="form__actions">
        <SubmitButton busy={form.submitting}>{localize('Transfer')}</SubmitButton>
      </div>
    </form>
  );
}
