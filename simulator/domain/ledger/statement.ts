import { transactionsOf, type LedgerState, type LedgerTransaction } from './ledger';

/** What statement asks for; times are epoch seconds, both ends of the range included. */
export interface StatementQuery {
  /** A TransactionAction; a kind this ledger never posts (escrow) matches nothing. */
  actionType?: string;
  dateFrom?: number;
  dateTo?: number;
  offset?: number;
  limit?: number;
}

/** statement's page size when the request names none. */
const DEFAULT_STATEMENT_LIMIT = 100;

/** One page of an account's transactions, newest first, filtered by kind and time. */
export function statementPage(ledger: LedgerState, loginid: string, query: StatementQuery): LedgerTransaction[] {
  const { actionType, dateFrom, dateTo, offset = 0, limit = DEFAULT_STATEMENT_LIMIT } = query;
  return transactionsOf(ledger, loginid)
    .filter(
      (transaction) =>
        (actionType === undefined || transaction.action === actionType) &&
        (dateFrom === undefined || transaction.time >= dateFrom) &&
        (dateTo === undefined || transaction.time <= dateTo),
    )
    .reverse()
    .slice(offset, offset + Math.floor(limit));
}

/** Lifetime money in and out of an account (account_statistics), in minor units, both positive. */
export function depositTotals(ledger: LedgerState, loginid: string): { deposits: number; withdrawals: number } {
  let deposits = 0;
  let withdrawals = 0;
  for (const transaction of transactionsOf(ledger, loginid)) {
    if (transaction.action === 'deposit') deposits += transaction.amount;
    if (transaction.action === 'withdrawal') withdrawals -= transaction.amount;
  }
  return { deposits, withdrawals };
}

/** Trading since a moment (reality_check): what was paid and received for contracts, in minor units. */
export interface TradingSummary {
  buyAmount: number;
  buyCount: number;
  sellAmount: number;
  sellCount: number;
}

export function tradingSince(ledger: LedgerState, loginid: string, sinceEpoch: number): TradingSummary {
  const summary: TradingSummary = { buyAmount: 0, buyCount: 0, sellAmount: 0, sellCount: 0 };
  for (const transaction of transactionsOf(ledger, loginid)) {
    if (transaction.time < sinceEpoch) continue;
    if (transaction.action === 'buy') {
      summary.buyAmount -= transaction.amount;
      summary.buyCount += 1;
    }
    if (transaction.action === 'sell') {
      summary.sellAmount += transaction.amount;
      summary.sellCount += 1;
    }
  }
  return summary;
}
