import { ContractPopup, useContractParam } from '../contract';
import { localize } from '../../lib/localize';
import { PortfolioTable } from './PortfolioTable';

/**
 * The portfolio page (open to logged-in clients, page-access.ts). `?contract_id=` opens that contract's
 * popup; going back closes it.
 */
export function PortfolioPage() {
  const { contractId, open, close } = useContractParam();
  return (
    <section className="portfolio-page">
      <h1>{localize('Portfolio')}</h1>
      <PortfolioTable onView={open} />
      {contractId === undefined ? null : <ContractPopup contractId={contractId} onClose={close} closeOnBack={false} />}
    </section>
  );
}
