import { Fragment, type ReactNode } from 'react';
import type { ChunkWindow } from './chunk-window';
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

/** Stands in for the chunks of rows outside the window (chunk-window.ts) with their height; screen readers skip it. */
function ChunkSpacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tbody aria-hidden="true" className="report__spacer">
      <tr>
        <td colSpan={columns} style={{ height }} />
      </tr>
    </tbody>
  );
}

/**
 * The chunks of the first `shown` rows, `chunk` rows each, that the window renders (each a <tbody>
 * marked with its index to be measured), between spacers for the others.
 */
export function windowedChunks(
  shown: number,
  chunk: number,
  rendered: ChunkWindow,
  columns: number,
  renderChunk: (start: number, end: number, index: number) => ReactNode,
): ReactNode[] {
  const bodies: ReactNode[] = [<ChunkSpacer key="above" height={rendered.above} columns={columns} />];
  for (let index = rendered.first; index < rendered.end; index += 1) {
    const start = index * chunk;
    bodies.push(<Fragment key={start}>{renderChunk(start, Math.min(shown, start + chunk), index)}</Fragment>);
  }
  bodies.push(<ChunkSpacer key="below" height={rendered.below} columns={columns} />);
  return bodies;
}
