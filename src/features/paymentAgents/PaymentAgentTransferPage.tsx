import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useBalancesQuery } from '../../api/endpoints/balance';
import { useSettingsQuery } from '../../api/endpoints/notices';
import { usePaymentAgentsQuery } from '../../api/endpoints/payment-agents';
import { currencyDisplayCode } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { Spinner } from '../../ui/Spinner';
import { balanceOf, selectLoggedInAccount } from '../session';
import { agentLimits, type TransferValues } from './agent-rules';
import { AgentTransferConfirm } from './AgentTransferConfirm';
import { AgentTransferForm, type CheckedTransfer } from './AgentTransferForm';
import './payment-agents.css';

type Step =
  | { kind: 'form'; values: TransferValues }
  | { kind: 'confirm'; checked: CheckedTransfer }
  | { kind: 'done'; checked: CheckedTransfer };

const EMPTY: TransferValues = { loginid: '', amount: '', description: '' };

/**
 * paymentagent/transferws (accounts-and-money §4): an authenticated payment agent moves money to a
 * client, through the views form (dry run), confirm and done. Anyone else sees the error block; an
 * agent without money sees the no-balance error.
 */
export function PaymentAgentTransferPage() {
  const account = useSelector(selectLoggedInAccount);
  const settings = useSettingsQuery(undefined, { skip: !account });
  if (!account) return null;
  const isAgent = settings.data?.is_authenticated_payment_agent === 1;
  return (
    <section className="card agents" aria-labelledby="transfer-title">
      <h1 id="transfer-title">{localize('Payment agent transfer')}</h1>
      {settings.isLoading ? (
        <Spinner />
      ) : isAgent ? (
        <Transfer loginid={account.loginid} currency={account.currency} residence={account.country} />
      ) : (
        <p className="form__error agents__error" role="alert" data-testid="not-payment-agent">
          {localize('You are not authorized for transfers via payment agents.')}
        </p>
      )}
    </section>
  );
}

function Transfer({ loginid, currency, residence }: { loginid: string; currency: string; residence: string }) {
  const agents = usePaymentAgentsQuery({ residence, currency });
  const { data: balances } = useBalancesQuery(loginid);
  const balance = balanceOf(balances, loginid);
  const [step, setStep] = useState<Step>({ kind: 'form', values: EMPTY });

  if (step.kind === 'done')
    return (
      <p className="agents__success" role="status" data-testid="transfer-done">
        {localize(
          'Your request to transfer [_1] [_2] from [_3] to [_4] has been successfully processed.',
          step.checked.values.amount,
          currencyDisplayCode(currency),
          loginid,
          step.checked.values.loginid.toUpperCase(),
        )}
      </p>
    );
  if (agents.isLoading || balance === undefined) return <Spinner />;
  if (balance === 0)
    return (
      <p className="form__error agents__error" role="alert" data-testid="no-balance">
        {localize('You have no balance to transfer.')}
      </p>
    );
  if (step.kind === 'confirm')
    return (
      <AgentTransferConfirm
        checked={step.checked}
        currency={currency}
        onBack={() => setStep({ kind: 'form', values: step.checked.values })}
        onDone={() => setStep({ kind: 'done', checked: step.checked })}
      />
    );
  const own = agents.data?.find((agent) => agent.paymentagent_loginid === loginid);
  return (
    <AgentTransferForm
      currency={currency}
      limits={agentLimits(own, currency)}
      balance={balance}
      initialValues={step.values}
      onChecked={(checked) => setStep({ kind: 'confirm', checked })}
    />
  );
}
