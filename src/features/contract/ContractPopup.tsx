import { lazy, Suspense, useRef, useState } from 'react';
import { localize } from '../../lib/localize';
import { useModalFocus } from '../../ui/useModalFocus';
import { useServerNow } from '../session';
import { AuditTable } from './AuditTable';
import { ContractExplanation } from './ContractExplanation';
import { ContractInfoTable } from './ContractInfoTable';
import { chartWaitingMessage, isDigitContract } from './contract-status';
import { DigitTickTable } from './DigitTickTable';
import { SellArea } from './SellArea';
import { useCloseOnBack } from './useCloseOnBack';
import { useContractSale } from './useContractSale';
import './contract.css';

/** Highcharts comes with the first popup, never with the page that opens it. */
const ContractChart = lazy(() => import('./ContractChart'));

interface Props {
  contractId: number;
  onClose(): void;
  /**
   * Whether the popup pushes a history entry of its own so that Back closes it; false where the
   * address already names the contract (the portfolio's `?contract_id=`).
   */
  closeOnBack?: boolean;
}

/** The contract-details popup (trading-core §2): chart, info table, audit page and Sell. */
export function ContractPopup({ contractId, onClose, closeOnBack = true }: Props) {
  const { contract, error, sold, refusal, selling, sell } = useContractSale(contractId);
  const [auditOpen, setAuditOpen] = useState(false);
  const now = useServerNow();
  const dialog = useRef<HTMLDivElement>(null);
  useCloseOnBack(onClose, closeOnBack);
  useModalFocus(dialog, true, onClose);

  const waiting = contract ? chartWaitingMessage(contract) : undefined;
  const audit = contract?.audit_details;
  return (
    <div className="contract-popup-overlay" onClick={onClose} data-testid="contract-popup-overlay">
      <div
        className="contract-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby="contract-popup-title"
        ref={dialog}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        data-testid="contract-popup"
      >
        <header className="contract-popup__header">
          <h2 id="contract-popup-title">
            {localize('Contract')} {contractId}
          </h2>
          <button type="button" className="contract-popup__close" aria-label={localize('Close')} onClick={onClose}>
            ×
          </button>
        </header>
        {error ? <p role="alert">{(error as { message?: string }).message}</p> : null}
        {!contract && !error ? <p>{localize('Loading…')}</p> : null}
        {contract ? (
          <>
            <p className="contract-popup__longcode">{contract.longcode}</p>
            {audit ? (
              <button
                type="button"
                className="link-button contract-popup__audit-toggle"
                onClick={() => setAuditOpen(!auditOpen)}
                data-testid="audit-toggle"
              >
                {auditOpen ? localize('Contract details') : localize('Audit')}
              </button>
            ) : null}
            <div className="contract-popup__body">
              <div className="contract-popup__main">
                {auditOpen && audit ? <AuditTable details={audit} /> : null}
                {!auditOpen && waiting ? (
                  <p className="contract-popup__waiting" data-testid="chart-waiting">
                    {localize(waiting)}
                  </p>
                ) : null}
                {!auditOpen && !waiting ? (
                  <Suspense fallback={<p className="contract-popup__waiting">{localize('Loading…')}</p>}>
                    <ContractChart contract={contract} />
                  </Suspense>
                ) : null}
                {!auditOpen && isDigitContract(contract) ? <DigitTickTable contract={contract} /> : null}
                <ContractExplanation contract={contract} />
              </div>
              <div className="contract-popup__side">
                <ContractInfoTable contract={contract} now={now} />
                <SellArea contract={contract} sold={sold} refusal={refusal} selling={selling} onSell={sell} />
              </div>
            </div>
            <p className="contract-popup__note">
              {localize('You can close this window without interrupting your trade.')}
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
