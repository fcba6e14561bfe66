import { useCallback, useState, type ReactNode } from 'react';
import { useBuyContractMutation, type ProposalArrayRequestFields } from '../../api/endpoints/multi-barrier';
import type { PriceCell } from '../../api/endpoints/multi-barrier-prices';
import { ContractPopup } from '../contract';
import { LoginLink, PurchaseConfirmation, TRADING_TEXTS, tradingError } from '../trading';
import { Notice } from '../../ui/Notice';
import type { BarrierRow } from './periods';
import { buyParameters } from './price-request';

/** Buying one price button: 'Please log in' for visitors, otherwise a buy at the shown ask price. */
export function usePurchase(request: ProposalArrayRequestFields | undefined, loggedIn: boolean) {
  const [buyContract, state] = useBuyContractMutation();
  const [notice, setNotice] = useState<string | undefined>();
  const buy = useCallback(
    (row: BarrierRow, contractType: string, cell: PriceCell) => {
      if (!loggedIn) {
        setNotice(TRADING_TEXTS.pleaseLogIn());
        return;
      }
      if (!request || cell.askPrice === undefined) return;
      setNotice(undefined);
      void buyContract({ price: cell.askPrice, parameters: buyParameters(request, row, contractType) });
    },
    [buyContract, loggedIn, request],
  );
  const error = state.error ? tradingError(state.error) : undefined;
  return { buy, notice, error, result: state.data, pending: state.isLoading, reset: state.reset };
}

interface Props {
  purchase: ReturnType<typeof usePurchase>;
  currency: string;
  /** The price table, replaced by the confirmation after a purchase. */
  children: ReactNode;
}

/** The price table, or the confirmation of the contract just bought, with the purchase's messages. */
export function PurchaseArea({ purchase, currency, children }: Props) {
  const [viewing, setViewing] = useState<number | undefined>();
  return (
    <div className="mb-purchase" aria-busy={purchase.pending}>
      {purchase.notice ? (
        <Notice tone="warning" testId="purchase-notice">
          {purchase.notice} <LoginLink />
        </Notice>
      ) : null}
      {purchase.error ? (
        <Notice tone="error" testId="purchase-error">
          {purchase.error.message}
          {purchase.error.hint ? ` ${purchase.error.hint}` : ''}
        </Notice>
      ) : null}
      {purchase.result ? (
        <PurchaseConfirmation
          purchase={purchase.result}
          currency={currency}
          onClose={purchase.reset}
          onView={setViewing}
        />
      ) : (
        children
      )}
      {viewing === undefined ? null : <ContractPopup contractId={viewing} onClose={() => setViewing(undefined)} />}
    </div>
  );
}
