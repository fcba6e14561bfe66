import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ApiError } from '../../../schemas/generated/types';
import { useTopupVirtualMutation, type TopUp } from '../../api/endpoints/notices';
import { TOPUP_CREDIT } from '../../lib/constants';
import { currencyDecimals } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { formatDecimal } from '../../lib/money';
import { readableStorage } from '../../lib/storage';
import { after } from '../../lib/timers';
import { Popup } from '../../ui/Popup';
import { useTimers } from '../../ui/timers-context';
import { creditedText, hideOffer, isBalanceLow, offerHiddenUntil } from './topup-offer';
import { useVirtualBalance } from './useVirtualBalance';

/** The top-up page's path (its row in the page table). */
const TOP_UP_PAGE = 'cashier/top_up_virtualws';

type Outcome = { done: TopUp } | { error: string };

interface Props {
  /**
   * Offered because a purchase met InsufficientBalance (trading-core §8): shown even while the offer is
   * hidden by a cancel, and only then, since otherwise the site-wide offer is already showing.
   */
  asked?: boolean;
  /** Called when an asked offer is cancelled or done with. */
  onClose?: () => void;
}

/** Offers a virtual account with 1000 or less a top-up of 10,000 (trading-core §4). */
export function VirtualTopUpPopup({ asked = false, onClose }: Props = {}) {
  const account = useVirtualBalance();
  const timers = useTimers();
  const [topUp, { isLoading }] = useTopupVirtualMutation();
  const [hiddenUntil, setHiddenUntil] = useState(() => offerHiddenUntil(readableStorage()));
  const [neverShow, setNeverShow] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [, setWokenAt] = useState(0);
  const hidden = hiddenUntil > timers.now();
  // The top-up page makes the offer itself: the site-wide popup would only repeat it over the page.
  const onTopUpPage = useLocation().pathname.endsWith(`/${TOP_UP_PAGE}.html`);

  useEffect(() => {
    if (!hidden) return undefined;
    return after(timers, hiddenUntil - timers.now(), () => setWokenAt(timers.now()));
  }, [hidden, hiddenUntil, timers]);

  const close = () => {
    setOutcome(undefined);
    onClose?.();
  };

  if (!account) return null;
  const { loginid, currency, balance } = account;
  const amount = formatDecimal(TOPUP_CREDIT, currencyDecimals(currency));

  if (outcome && 'done' in outcome) {
    return (
      <Popup title={localize('Top up virtual account')} testId="topup-popup" onEscape={close}>
        <p>{creditedText(outcome.done, loginid)}</p>
        <div className="popup__actions">
          <button className="button button--primary" type="button" onClick={() => close()}>
            {localize('OK')}
          </button>
        </div>
      </Popup>
    );
  }
  if (outcome && 'error' in outcome) {
    return (
      <Popup title={localize('Top up virtual account')} testId="topup-popup" onEscape={close}>
        <p className="popup__error" role="alert">
          {outcome.error}
        </p>
        <div className="popup__actions">
          <button className="button button--primary" type="button" onClick={() => close()}>
            {localize('Understood')}
          </button>
        </div>
      </Popup>
    );
  }
  if (hidden !== asked || !isBalanceLow(balance, currency) || (onTopUpPage && !asked)) return null;

  const cancel = () => {
    setHiddenUntil(hideOffer(readableStorage(), timers.now(), neverShow));
    onClose?.();
  };
  const confirm = () =>
    topUp()
      .unwrap()
      .then(
        (done) => setOutcome({ done }),
        (error: ApiError) => setOutcome({ error: error.message }),
      );
  return (
    <Popup title={localize('Top up virtual account')} testId="topup-popup" onEscape={cancel}>
      <p>{localize('Your virtual account balance is low. Would you like to top up [_1] [_2]?', amount, currency)}</p>
      <label className="popup__field popup__field--inline">
        <span>
          <input type="checkbox" checked={neverShow} onChange={(event) => setNeverShow(event.target.checked)} />{' '}
          {localize('Do not show this again')}
        </span>
      </label>
      <div className="popup__actions">
        <button className="button" type="button" onClick={cancel}>
          {localize('Cancel')}
        </button>
        <button className="button button--primary" type="button" onClick={() => void confirm()} disabled={isLoading}>
          {localize('Top up')}
        </button>
      </div>
    </Popup>
  );
}
