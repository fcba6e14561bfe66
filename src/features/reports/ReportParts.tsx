import { localize } from '../../lib/localize';

/** A report without rows in its range (accounts-and-money §8). */
export function ReportEmpty() {
  return (
    <p className="report__empty" data-testid="report-empty">
      {localize('Your account has no trading activity.')}
    </p>
  );
}

/** A row's reference: a button that opens the contract's popup for a contract's row, plain text otherwise. */
export function ReportReference({
  id,
  contractId,
  onView,
}: {
  id: number;
  contractId: number | null | undefined;
  onView(contractId: number): void;
}) {
  if (contractId == null) return <span>{id}</span>;
  return (
    <button type="button" className="report__reference" onClick={() => onView(contractId)} data-testid="report-reference">
      {id}
    </button>
  );
}
