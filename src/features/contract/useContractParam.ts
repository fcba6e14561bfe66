import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

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
 * The contract whose popup a page shows, named by `?contract_id=`: `open` pushes a history entry
 * naming a contract, `close` goes back over it (or drops the parameter when the page was opened with it).
 */
export function useContractParam() {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const open = (id: number) => setSearch({ contract_id: String(id) }, { state: OPENED_HERE });
  const close = () => {
    if ((location.state as typeof OPENED_HERE | null)?.contractPopup) void navigate(-1);
    else setSearch({}, { replace: true });
  };
  return { contractId: contractIdParam(search), open, close };
}
