import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useBalancesQuery } from '../../api/endpoints/balance';
import { usePaymentAgentsQuery } from '../../api/endpoints/payment-agents';
import { currencyDisplayCode } from '../../lib/currency';
import { tokenOfHash } from '../../lib/email-link';
import { localize } from '../../lib/localize';
import { Spinner } from '../../ui/Spinner';
import { balanceOf, selectLoggedInAccount } from '../session';
import type { WithdrawalValues } from './agent-rules';
import { DepositPrompt } from './DepositPrompt';
import { NoAgentsMessage } from './NoAgentsMessage';
import { TokenRestartMessage } from './TokenRestartMessage';
import { WithdrawalConfirm } from './WithdrawalConfirm';
import { WithdrawalEmailNotice } from './WithdrawalEmailNotice';
import { WithdrawalForm } from './WithdrawalForm';
import './payment-agents.css';

type Step =
  | { kind: 'form'; values: WithdrawalValues }
  | { kind: 'confirm'; values: WithdrawalValues }
  | { kind: 'done'; values: WithdrawalValues }
  | { kind: 'token_rejected' };

const EMPTY: WithdrawalValues = { agent: '', amount: '', description: '' };

/**
 * paymentagent/withdrawws#token={code} (accounts-and-money §2, §4): the views notice (no code yet:
 * one is e-mailed), form, confirm, success and error.
 */
export function PaymentAgentWithdrawPage() {
  const account = useSelector(selectLoggedInAccount);
  const { hash } = useLocation();
  const token = tokenOfHash(hash);
  if (!account) return null;
  return (
    <section className="card agents" aria-labelledby="withdrawal-title">
      <h1 id="withdrawal-title">{localize('Withdraw via payment agent')}</h1>
      {token === undefined ? (
        <WithdrawalEmailNotice key={hash} email={account.email} />
      ) : (
        <Withdrawal
          key={token}
          token={token}
          loginid={account.loginid}
          currency={account.currency}
          residence={account.country}
        />
      )}
    </section>
  );
}

function Withdrawal({
  token,
  loginid,
  currency,
  residence,
}: {
  token: string;
  loginid: string;
  currency: string;
  residence: string;
}) {
  const agents = usePaymentAgentsQuery({ residence, currency });
  const { data: balances } = useBalancesQuery(loginid);
  const balance = balanceOf(balances, loginid);
  const [step, setStep] = useState<Step>({ kind: 'form', values: EMPTY });
  const list = agents.data ?? [];
  const agentName = (values: WithdrawalValues) =>
    list.find((agent) => agent.paymentagent_loginid === values.agent)?.name ?? values.agent;
  const tokenRejected = () => setStep({ kind: 'token_rejected' });

  if (step.kind === 'token_rejected') return <TokenRestartMessage />;
  if (step.kind === 'done')
    return (
      <p className="agents__success" role="status" data-testid="withdrawal-done">
        {localize(
          'Your request to withdraw [_1] [_2] from your account [_3] to Payment Agent [_4] account has been successfully processed.',
          currencyDisplayCode(currency),
          step.values.amount,
          loginid,
          agentName(step.values),
        )}
      </p>
    );
  if (agents.isLoading || balance === undefined) return <Spinner />;
  if (list.length === 0) return <NoAgentsMessage />;
  if (balance === 0) return <DepositPrompt />;
  if (step.kind === 'confirm')
    return (
      <WithdrawalConfirm
        values={step.values}
        agentName={agentName(step.values)}
        currency={currency}
        token={token}
        onBack={() => setStep({ kind: 'form', values: step.values })}
        onDone={() => setStep({ kind: 'done', values: step.values })}
        onTokenRejected={tokenRejected}
      />
    );
  return (
    <WithdrawalForm
      agents={list}
      currency={currency}
      balance={balance}
      token={token}
      initialValues={step.values}
      onChecked={(values) => setStep({ kind: 'confirm', values })}
      onTokenRejected={tokenRejected}
    />
  );
}
