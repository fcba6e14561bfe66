import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { ContractPopup } from '../contract';
import { selectSession } from '../session';
import { PortfolioTable } from './PortfolioTable';

/** The portfolio page; `?contract_id=` opens that contract's popup, and going back closes it. */
export function PortfolioPage() {
  const { status } = useSelector(selectSession);
  const [search, setSearch] = useSearchParams();
  const contractId = Number(search.get('contract_id'));
  const open = (id: number) => setSearch({ contract_id: String(id) });
  const close = () => setSearch({}, { replace: true });
  return (
    <section className="portfolio-page">
      <h1>Portfolio</h1>
      {status === 'logged_in' ? <PortfolioTable onView={open} /> : <p>Please log in</p>}
      {status === 'logged_in' && Number.isSafeInteger(contractId) && contractId > 0 ? (
        <ContractPopup contractId={contractId} onClose={close} />
      ) : null}
    </section>
  );
}
