import type { Purchase } from '../../../api/endpoints/contracts';
import { isLookbackType } from '../form';
import { moneyText, netProfit } from './money-text';

interface Props {
  purchase: Purchase;
  currency: string;
  onClose(): void;
  onView(contractId: number): void;
}

/** The Contract Confirmation panel that replaces the price boxes after a purchase. */
export function PurchaseConfirmation({ purchase, currency, onClose, onView }: Props) {
  const { profit } = netProfit(purchase.payout, purchase.buy_price, currency);
  // The shortcode starts with the contract type; a lookback has no payout or profit known yet.
  const fixedPayout = !isLookbackType(purchase.shortcode);
  return (
    <section className="confirmation" data-testid="confirmation" aria-labelledby="confirmation-title">
      <header className="confirmation__header">
        <h3 id="confirmation-title">Contract Confirmation</h3>
        <button
          type="button"
          className="confirmation__close"
          aria-label="Close"
          onClick={onClose}
          data-testid="confirmation-close"
        >
          ×
        </button>
      </header>
      <p className="confirmation__longcode">{purchase.longcode}</p>
      <dl className="confirmation__table">
        <dt>Contract ID</dt>
        <dd data-testid="contract-id">{purchase.contract_id}</dd>
        <dt>Total Cost</dt>
        <dd data-testid="buy-price">{moneyText(purchase.buy_price, currency)}</dd>
        {fixedPayout ? (
          <>
            <dt>Potential Payout</dt>
            <dd data-testid="confirmation-payout">{moneyText(purchase.payout, currency)}</dd>
            <dt>Potential Profit</dt>
            <dd>{profit}</dd>
          </>
        ) : null}
        <dt>Account balance</dt>
        <dd data-testid="balance-after">{moneyText(purchase.balance_after, currency)}</dd>
      </dl>
      <p className="confirmation__reference">Your transaction reference is {purchase.transaction_id}</p>
      <button
        type="button"
        className="button button--primary confirmation__view"
        onClick={() => onView(purchase.contract_id)}
        data-testid="view-contract"
      >
        View
      </button>
    </section>
  );
}
