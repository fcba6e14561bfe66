import { useEffect, useRef, useState } from 'react';
import type { ApiError, CashierRequest } from '../../../schemas/generated/types';
import { useCashierMutation, type CashierAnswer } from '../../api/endpoints/cashier';
import { isCryptoCurrency } from '../../lib/currency';
import { Spinner } from '../../ui/Spinner';
import { CashierFrame } from './CashierFrame';
import { CashierRefusal } from './CashierRefusal';
import { CryptoDeposit } from './CryptoDeposit';
import { FundsProtectionForm } from './FundsProtectionForm';

export interface CashierAsk {
  action: 'deposit' | 'withdraw';
  currency: string;
  /** The e-mailed code of a withdrawal. */
  code?: string;
  provider?: CashierRequest['provider'];
}

type Outcome = { kind: 'answer'; answer: CashierAnswer } | { kind: 'refused'; error: ApiError };

/**
 * Asks the platform for the cashier and shows its answer (accounts-and-money §4, §8): the cashier
 * frame, a crypto deposit address, the UK funds-protection form (asked again once accepted), the
 * e-mail verification it wants first, or its refusal. Its parent keys it by what it asks.
 */
export function CashierSession({ ask, onVerifyEmail }: { ask: CashierAsk; onVerifyEmail: () => void }) {
  const [requestCashier] = useCashierMutation();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>();
  const sentFor = useRef<number>(undefined);
  const { action, code, provider } = ask;

  // Sent once per attempt (not again when a development re-run repeats the effect): a withdrawal's code is good once.
  useEffect(() => {
    if (sentFor.current === attempt) return;
    sentFor.current = attempt;
    const request: Omit<CashierRequest, 'req_id'> = { cashier: action };
    if (code !== undefined) request.verification_code = code;
    if (provider) request.provider = provider;
    // The crypto provider answers data, not a page (the deposit address).
    if (provider === 'crypto') request.type = 'api';
    requestCashier(request)
      .unwrap()
      .then((answer) => setOutcome({ kind: 'answer', answer }))
      .catch((error: ApiError) => setOutcome({ kind: 'refused', error }));
  }, [requestCashier, action, code, provider, attempt]);

  const refusal = outcome?.kind === 'refused' ? outcome.error : undefined;
  useEffect(() => {
    if (refusal?.code === 'ASK_EMAIL_VERIFY') onVerifyEmail();
  }, [refusal, onVerifyEmail]);

  if (!outcome) return <Spinner />;
  if (outcome.kind === 'answer') {
    const { answer } = outcome;
    if (typeof answer === 'string') return <CashierFrame url={answer} crypto={isCryptoCurrency(ask.currency)} />;
    if (answer.deposit) return <CryptoDeposit address={answer.deposit.address} currency={ask.currency} />;
    return null;
  }
  if (outcome.error.code === 'ASK_EMAIL_VERIFY') return null;
  if (outcome.error.code === 'ASK_UK_FUNDS_PROTECTION')
    return (
      <FundsProtectionForm
        onAccepted={() => {
          setOutcome(undefined);
          setAttempt((count) => count + 1);
        }}
      />
    );
  return <CashierRefusal error={outcome.error} />;
}
