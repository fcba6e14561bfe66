import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ContractPopup } from '../contract';
import { localize } from '../../lib/localize';
import { PortfolioTable } from './PortfolioTable';

/** History state of the entry a View button pushed: closing the popup goes back over it. */
const OPENED_HERE = { contractPopup: true } as const;

/** The contract id named by `?contract_id=`, when it is a positive whole number. */
export function contractIdParam(search: URLSearchParams): number | undefined {
  const text = search.get('contract_id') ?? '';
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

/**
 * The portfolio page (open to logged-in clients, page-access.ts). `?contract_id=` opens that contract's
 * popup; going back closes it.
 */
export function PortfolioPage() {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const contractId = contractIdParam(search);
  const open = (id: number) => setSearch({ contract_id: String(id) }, { state: OPENED_HERE });
  const close = () => {
    if ((location.state as typeof OPENED_HERE | null)?.contractPopup) void navigate(-1);
    else setSearch({}, { replace: true });
  };
  return (
    <section className="portfolio-page">
      <h1>{localize('Portfolio')}</h1>
      <PortfolioTable onView={open} />
      {contractId === undefined ? null : <ContractPopup contractId={contractId} onClose={close} closeOnBack={false} />}
    </section>
  );
}
