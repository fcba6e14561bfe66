import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { ApiError } from '../../../schemas/generated/types';
import { useTopupVirtualMutation } from '../../api/endpoints/notices';
import { TOPUP_CREDIT, TOPUP_OFFER_MAX_BALANCE } from '../../lib/constants';
import { localize } from '../../lib/localize';
import { moneyText } from '../../lib/money-text';
import { selectLoggedInAccount } from '../session';
import { creditedText } from './topup-offer';
import './virtual-top-up.css';

type Outcome = { credited: string } | { refused: string };

/**
 * cashier/top_up_virtualws (accounts-and-money §2, §9): a virtual account tops up 10,000 when its
 * balance is 1,000 or less, through the call the popup sends; the page shows what was credited or the
 * platform's refusal in its words.
 */
export function VirtualTopUpPage() {
  const account = useSelector(selectLoggedInAccount);
  const [topUp, { isLoading }] = useTopupVirtualMutation();
  const [outcome, setOutcome] = useState<Outcome>();
  if (!account) return null;
  const { loginid, currency } = account;
  const confirm = () =>
    topUp()
      .unwrap()
      .then(
        (done) => setOutcome({ credited: creditedText(done, loginid) }),
        (error: ApiError) => setOutcome({ refused: error.message }),
      );
  return (
    <section className="card virtual-top-up" aria-labelledby="virtual-top-up-title">
      <h1 id="virtual-top-up-title">{localize('Top up virtual account')}</h1>
      <p>
        {localize(
          'You can top up your virtual account with [_1] when its balance is [_2] or less.',
          moneyText(TOPUP_CREDIT, currency),
          moneyText(TOPUP_OFFER_MAX_BALANCE, currency),
        )}
      </p>
      {outcome && 'credited' in outcome && (
        <p className="virtual-top-up__credited" role="status" data-testid="top-up-outcome">
          {outcome.credited}
        </p>
      )}
      {outcome && 'refused' in outcome && (
        <p className="form__error" role="alert" data-testid="top-up-outcome">
          {outcome.refused}
        </p>
      )}
      <div className="form__actions">
        <button className="button button--primary" type="button" onClick={() => void confirm()} disabled={isLoading}>
          {localize('Top up')}
        </button>
      </div>
    </section>
  );
}
