/**
 * Balances and the transactions that moved them, in integer minor units of each account's currency.
 * A balance changes only by posting a transaction, so the transactions always add up to it.
 */

/** What moved the money, named as statement's action_type names it (a virtual top-up is virtual_credit). */
export const TRANSACTION_ACTIONS = [
  'buy',
  'sell',
  'deposit',
  'withdrawal',
  'virtual_credit',
  'transfer',
  'adjustment',
] as const;
export type TransactionAction = (typeof TRANSACTION_ACTIONS)[number];

export interface LedgerTransaction {
  transaction_id: number;
  loginid: string;
  action: TransactionAction;
  /** Signed, in minor units: positive credits the account. */
  amount: number;
  /** The balance right after this transaction, in minor units. */
  balance_after: number;
  /** Epoch seconds. */
  time: number;
  description: string;
  /** What the transaction belongs to: the contract id of a buy or sell, the transfer id of a transfer. */
  reference?: number;
}

export interface LedgerState {
  /** loginid -> balance in minor units; an account that never moved money is absent (0). */
  balances: Record<string, number>;
  /** Every transaction, oldest first. */
  transactions: LedgerTransaction[];
  last_transaction_id: number;
}

export type LedgerChange =
  | { type: 'ledger_posted'; transaction: LedgerTransaction }
  /** Several transactions that stand or fall together, e.g. both legs of a transfer. */
  | { type: 'ledger_posted_together'; transactions: LedgerTransaction[] };

/** Transaction ids start here, so they look like the platform's. */
const FIRST_TRANSACTION_ID = 20_110_000_001;

export function emptyLedger(): LedgerState {
  return { balances: {}, transactions: [], last_transaction_id: FIRST_TRANSACTION_ID - 1 };
}

export function balanceOf(ledger: LedgerState, loginid: string): number {
  return ledger.balances[loginid] ?? 0;
}

export interface Posting {
  loginid: string;
  action: TransactionAction;
  amount: number;
  time: number;
  description: string;
  reference?: number;
}

/**
 * A balance that would leave the safe integers: past 2^53 minor units, adding to it would round and
 * later postings would stop moving it.
 */
export class BalanceOutOfRange extends RangeError {
  constructor(readonly loginid: string) {
    super(`${loginid} cannot hold a balance that large`);
  }
}

/**
 * The transaction that posts `posting` next: its id and the balance after it are decided here, before
 * the change is committed. Throws when the amount is not whole minor units or would leave the balance
 * below zero, and BalanceOutOfRange when the balance after it would not be a safe integer.
 */
export function nextTransaction(ledger: LedgerState, posting: Posting): LedgerTransaction {
  if (!Number.isSafeInteger(posting.amount)) throw new RangeError(`amount ${posting.amount} is not in minor units`);
  const balanceAfter = balanceOf(ledger, posting.loginid) + posting.amount;
  if (!Number.isSafeInteger(balanceAfter)) throw new BalanceOutOfRange(posting.loginid);
  if (balanceAfter < 0) throw new RangeError(`${posting.loginid} cannot go below zero`);
  return { ...posting, transaction_id: ledger.last_transaction_id + 1, balance_after: balanceAfter };
}

/**
 * The transactions that post `postings` one after another (ids and balances as if each was applied
 * before the next), for a ledger_posted_together change. Throws like nextTransaction.
 */
export function nextTransactions(ledger: LedgerState, postings: readonly Posting[]): LedgerTransaction[] {
  const scratch: LedgerState = { ...ledger, balances: { ...ledger.balances }, transactions: [] };
  return postings.map((posting) => {
    const transaction = nextTransaction(scratch, posting);
    applyLedgerChange(scratch, { type: 'ledger_posted', transaction });
    return transaction;
  });
}

function post(ledger: LedgerState, transaction: LedgerTransaction): void {
  ledger.balances[transaction.loginid] = transaction.balance_after;
  ledger.transactions.push(transaction);
  ledger.last_transaction_id = Math.max(ledger.last_transaction_id, transaction.transaction_id);
}

export function applyLedgerChange(ledger: LedgerState, change: LedgerChange): void {
  if (change.type === 'ledger_posted') post(ledger, change.transaction);
  else for (const transaction of change.transactions) post(ledger, transaction);
}

/** The transactions of one account, oldest first. */
export function transactionsOf(ledger: LedgerState, loginid: string): LedgerTransaction[] {
  return ledger.transactions.filter((transaction) => transaction.loginid === loginid);
}

/** The accounts whose balances a change moves. */
export function loginidsMoved(change: LedgerChange): string[] {
  return change.type === 'ledger_posted'
    ? [change.transaction.loginid]
    : change.transactions.map((transaction) => transaction.loginid);
}
