import { useEffect, useRef } from 'react';
import type { Purchase } from '../../../api/endpoints/contracts';
import { isTickTrade, TickTradeProgress } from '../../contract';
import { isLookbackType } from '../form';
import { moneyText, netProfit } from './money-text';
import { localize } from '../../../lib/localize';

interface Props {
  purchase: Purchase;
  currency: string;
  onClose(): void;
  onView(contractId: number): void;
}

/**
 * The Contract Confirmation panel that replaces the price boxes after a purchase; a tick trade is
 * followed there tick by tick to its result. It takes focus as it appears, since the Purchase button
 * that had it is gone.
 */
export function PurchaseConfirmation({ purchase, currency, onClose, onView }: Props) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const { profit } = netProfit(purchase.payout, purchase.buy_price, currency);
  // The shortcode starts with the contract type; a lookback has no payout or profit known yet.
  const fixedPayout = !isLookbackType(purchase.shortcode);
  return (
    <section
      className="confirmation"
      data-testid="confirmation"
      aria-labelledby="confirmation-title"
      ref={panel}
      tabIndex={-1}
    >
      <header className="confirmation__header">
        <h3 id="confirmation-title">{localize('Contract Confirmation')}</h3>
        <button
          type="button"
          className="confirmation__close"
          aria-label={localize('Close')}
          onClick={onClose}
          data-testid="confirmation-close"
        >
          ×
        </button>
      </header>
      <p className="confirmation__longcode">{purchase.longcode}</p>
      <dl className="confirmation__table">
        <dt>{localize('Contract ID')}</dt>
        <dd data-testid="contract-id">{purchase.contract_id}</dd>
        <dt>{localize('Total Cost')}</dt>
        <dd data-testid="buy-price">{moneyText(purchase.buy_price, currency)}</dd>
        {fixedPayout ? (
          <>
            <dt>{localize('Potential Payout')}</dt>
            <dd data-testid="confirmation-payout">{moneyText(purchase.payout, currency)}</dd>
            <dt>{localize('Potential Profit')}</dt>
            <dd>{profit}</dd>
          </>
        ) : null}
        <dt>{localize('Account balance')}</dt>
        <dd data-testid="balance-after">{moneyText(purchase.balance_after, currency)}</dd>
      </dl>
      {isTickTrade(purchase.shortcode) ? <TickTradeProgress contractId={purchase.contract_id} /> : null}
      <p className="confirmation__reference">
        {localize('Your transaction reference is [_1]', purchase.transaction_id)}
      </p>
      <button
        type="button"
        className="button button--primary confirmation__view"
        onClick={() => onView(purchase.contract_id)}
        data-testid="view-contract"
      >
        {localize('View')}
      </button>
    </section>
  );
}
