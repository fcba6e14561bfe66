import type { ProposalArrayResponse } from '../../../schemas/generated/types';

export type Movement = 'up' | 'down' | 'none';

/** One price button: a contract type at one barrier (trading-core §3, multi-barrier proposal). */
export interface PriceCell {
  askPrice: number | undefined;
  /** The ask price before the last change, for the up/down movement. */
  prevPrice: number | undefined;
  movement: Movement;
  longcode: string | undefined;
  /** Why this cell has no price (the platform's message). */
  error: string | undefined;
}

/** Cells of one barrier (or barrier pair), by contract type. */
export type PriceRowCells = Readonly<Record<string, PriceCell>>;

export interface PriceTable {
  /** The req_id of the request these prices answer. */
  reqId: number;
  /** Rows keyed by `barrierKey`. */
  rows: Readonly<Record<string, PriceRowCells>>;
}

/** A row's key: the barrier, or the low and high barriers joined. */
export function barrierKey(barrier: string, barrier2?: string): string {
  return barrier2 === undefined ? barrier : `${barrier}_${barrier2}`;
}

function movementOf(previous: number | undefined, next: number | undefined): Movement {
  if (previous === undefined || next === undefined || previous === next) return 'none';
  return next > previous ? 'up' : 'down';
}

type ProposalEntry = NonNullable<ProposalArrayResponse['proposal_array']['proposals'][string]>[number];

function entryBarriers(entry: ProposalEntry): { barrier?: string; barrier2?: string } {
  return 'error' in entry ? (entry.error.details ?? {}) : entry;
}

function nextCell(previous: PriceCell | undefined, entry: ProposalEntry): PriceCell {
  const askPrice = 'error' in entry ? undefined : entry.ask_price;
  const error = 'error' in entry ? entry.error.message : undefined;
  const longcode = 'error' in entry ? entry.error.details?.longcode : entry.longcode;
  if (previous && previous.askPrice === askPrice && previous.error === error) return previous;
  const prevPrice = previous?.askPrice ?? previous?.prevPrice;
  return { askPrice, prevPrice, movement: movementOf(prevPrice, askPrice), longcode, error };
}

/**
 * Folds one proposal_array reply into the table. A reply for another req_id than the table's is
 * ignored (only the latest request's prices count). Cells and rows that did not change keep their
 * identity, so only the changed row re-renders.
 */
export function foldPrices(current: PriceTable | undefined, message: ProposalArrayResponse, reqId: number): PriceTable {
  const empty: PriceTable = current ?? { reqId, rows: {} };
  if (message.passthrough?.req_id !== reqId) return empty;
  const rows: Record<string, Record<string, PriceCell>> = {};
  for (const [contractType, entries] of Object.entries(message.proposal_array.proposals)) {
    for (const entry of entries ?? []) {
      const { barrier, barrier2 } = entryBarriers(entry);
      if (barrier === undefined) continue;
      const key = barrierKey(barrier, barrier2);
      const row = (rows[key] ??= {});
      row[contractType] = nextCell(current?.rows[key]?.[contractType], entry);
    }
  }
  const keptRows: Record<string, PriceRowCells> = {};
  for (const [key, row] of Object.entries(rows)) {
    const before = current?.rows[key];
    const same =
      before !== undefined &&
      Object.keys(before).length === Object.keys(row).length &&
      Object.entries(row).every(([type, cell]) => before[type] === cell);
    keptRows[key] = same ? before : row;
  }
  return { reqId, rows: keptRows };
}
