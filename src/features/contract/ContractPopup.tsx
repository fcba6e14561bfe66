import { useEffect, useState } from 'react';
import {
  useLazyOpenContractOnceQuery,
  useOpenContractQuery,
  useSellMutation,
  type Sale,
} from '../../api/endpoints/contracts';
import { currencyDecimals } from '../../lib/currency';
import { localize } from '../../lib/localize';
import { formatMinorUnits, toMinorUnits } from '../../lib/money';
import { formatGmt } from '../../lib/time';
import { canSell, chartWaitingMessage, hasNotStarted, isSettled, resetTime } from './contract-status';
import './contract.css';

interface Props {
  contractId: number;
  onClose(): void;
}

/** The contract-details popup: the contract followed live, its facts, and Sell while it may be sold. */
export function ContractPopup({ contractId, onClose }: Props) {
  const { data: live, error } = useOpenContractQuery(contractId);
  // NoOpenPosition on sell: the contract is read again, once (trading-core §4).
  const [reload, reloaded] = useLazyOpenContractOnceQuery();
  const contract = reloaded.data ?? live;
  const [sell, sale] = useSellMutation();
  const [sold, setSold] = useState<Sale | undefined>();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const currency = contract?.currency ?? 'USD';
  const money = (amount: number | undefined) =>
    amount === undefined
      ? '-'
      : `${formatMinorUnits(toMinorUnits(amount, currencyDecimals(currency)), currencyDecimals(currency))} ${currency}`;
  const saleCode = (sale.error as { code?: string } | undefined)?.code;

  const onSell = () => {
    if (!contract) return;
    void sell({ contractId, price: 0 })
      .unwrap()
      .then(setSold)
      .catch((refusal: { code?: string }) => {
        if (refusal.code === 'NoOpenPosition') void reload(contractId);
      });
  };

  return (
    <div className="popup-overlay" onClick={onClose} data-testid="contract-popup-overlay">
      <div
        className="contract-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby="contract-popup-title"
        onClick={(event) => event.stopPropagation()}
        data-testid="contract-popup"
      >
        <header className="contract-popup__header">
          <h2 id="contract-popup-title">Contract {contractId}</h2>
          <button type="button" className="contract-popup__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        {error ? <p role="alert">{(error as { message?: string }).message}</p> : null}
        {!contract && !error ? <p>Loading…</p> : null}
        {contract ? (
          <>
            <p className="contract-popup__longcode">{contract.longcode}</p>
            {chartWaitingMessage(contract) ? (
              <p className="contract-popup__waiting">{chartWaitingMessage(contract)}</p>
            ) : null}
            <dl className="contract-popup__table">
              <dt>Reference</dt>
              <dd>{contract.transaction_ids?.buy ?? '-'}</dd>
              <dt>Start time</dt>
              <dd>{contract.date_start ? formatGmt(contract.date_start * 1000) : '-'}</dd>
              <dt>Entry spot</dt>
              <dd>{contract.entry_tick_display_value ?? contract.entry_spot_display_value ?? '-'}</dd>
              <dt>{isSettled(contract) ? 'Exit spot' : 'Current spot'}</dt>
              <dd>{contract.exit_tick_display_value ?? contract.current_spot_display_value ?? '-'}</dd>
              {resetTime(contract) ? (
                <>
                  <dt>Reset time</dt>
                  <dd>{formatGmt(resetTime(contract)! * 1000)}</dd>
                </>
              ) : null}
              <dt>Purchase price</dt>
              <dd>{money(contract.buy_price)}</dd>
              <dt>{isSettled(contract) ? 'Final price' : 'Indicative price'}</dt>
              <dd data-testid="indicative-price">{money(contract.sell_price ?? contract.bid_price)}</dd>
              <dt>Payout</dt>
              <dd>{money(contract.payout)}</dd>
              <dt>Profit/Loss</dt>
              <dd>{money(contract.profit)}</dd>
              <dt>Status</dt>
              <dd data-testid="contract-status">{contract.status ?? '-'}</dd>
            </dl>
            {sold ? (
              <p className="contract-popup__sold" data-testid="sold">
                Sold for {money(sold.sold_for)}. Your transaction reference is {sold.transaction_id}.
              </p>
            ) : null}
            {!sold && hasNotStarted(contract) ? <p>{localize('Contract has not started yet')}</p> : null}
            {!sold && canSell(contract) ? (
              <button
                type="button"
                className="button button--primary"
                disabled={sale.isLoading}
                onClick={onSell}
                data-testid="sell"
              >
                Sell at market
              </button>
            ) : null}
            {!sold && !isSettled(contract) && contract.is_valid_to_sell === 0 && !hasNotStarted(contract) ? (
              <p>{contract.validation_error ?? localize('Resale not offered')}</p>
            ) : null}
            {isSettled(contract) && contract.is_sold !== 1 ? (
              <p>{localize('Waiting for contract settlement.')}</p>
            ) : null}
            {sale.error && saleCode !== 'NoOpenPosition' ? (
              <p role="alert" className="contract-popup__error">
                {(sale.error as { message?: string }).message}
              </p>
            ) : null}
            <p className="contract-popup__note">You can close this window without interrupting your trade.</p>
          </>
        ) : null}
      </div>
    </div>
  );
}
