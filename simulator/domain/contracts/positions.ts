import type { LedgerTransaction } from '../ledger/ledger';
import type { Tick } from '../markets/feed';
import type { ContractSpec } from './contract-spec';

export type ClosedStatus = 'sold' | 'won' | 'lost';

/** How a contract ended: sold by the client before expiry, or settled as won or lost. Set once. */
export interface Closing {
  status: ClosedStatus;
  /** What the account was credited, minor units (0 for a lost contract). */
  sell_price: number;
  /** Epoch seconds of the sale or of the settlement. */
  sell_time: number;
  sell_transaction_id: number;
  /** The tick the outcome was decided on, when the contract was settled. */
  exit_tick?: Tick;
}

/** A bought contract, open until `closing` is set. */
export interface Position {
  contract_id: number;
  loginid: string;
  spec: ContractSpec;
  longcode: string;
  shortcode: string;
  /** Epoch seconds. */
  purchase_time: number;
  buy_transaction_id: number;
  app_id: number;
  closing?: Closing;
}

export interface ContractsState {
  /** By contract id. */
  positions: Record<string, Position>;
  last_contract_id: number;
}

/**
 * Contract changes carry the ledger transaction that moves the money, so a purchase or a sale and its
 * payment are kept (and replayed) as one.
 */
export type ContractsChange =
  | { type: 'contract_bought'; position: Position; transaction: LedgerTransaction }
  | {
      type: 'contract_sold' | 'contract_settled';
      contract_id: number;
      closing: Closing;
      transaction: LedgerTransaction;
    };

/** Contract ids start here, so they look like the platform's. */
const FIRST_CONTRACT_ID = 250_000_000_001;

export function emptyContracts(): ContractsState {
  return { positions: {}, last_contract_id: FIRST_CONTRACT_ID - 1 };
}

export function nextContractId(state: ContractsState): number {
  return state.last_contract_id + 1;
}

export function positionOf(state: ContractsState, contractId: number): Position | undefined {
  return state.positions[String(contractId)];
}

export function isOpen(position: Position): boolean {
  return position.closing === undefined;
}

/** The account's contracts, oldest first; only the open ones when asked. */
export function positionsOf(state: ContractsState, loginid: string, openOnly = false): Position[] {
  return Object.values(state.positions)
    .filter((position) => position.loginid === loginid && (!openOnly || isOpen(position)))
    .sort((a, b) => a.contract_id - b.contract_id);
}

/** Applies the contract side of a change; the world posts its transaction to the ledger. */
export function applyContractsChange(state: ContractsState, change: ContractsChange): void {
  if (change.type === 'contract_bought') {
    state.positions[String(change.position.contract_id)] = structuredClone(change.position);
    state.last_contract_id = Math.max(state.last_contract_id, change.position.contract_id);
    return;
  }
  const position = positionOf(state, change.contract_id);
  if (!position) throw new Error(`no contract ${change.contract_id}`);
  if (position.closing) throw new Error(`contract ${change.contract_id} is already closed`);
  position.closing = { ...change.closing };
}
