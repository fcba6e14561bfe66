import type { ContractSpec } from '../domain/contracts/contract-spec';
import { nextContractId, positionOf, type Closing, type Position } from '../domain/contracts/positions';
import type { Settlement } from '../domain/contracts/settlement';
import { nextTransaction } from '../domain/ledger/ledger';
import type { World } from './world';

/** A purchase as decided by the buy call: the validated terms and their texts. */
export interface Purchase {
  loginid: string;
  spec: ContractSpec;
  longcode: string;
  shortcode: string;
  appId: number;
}

/**
 * Moves a contract through its life by committing one change per step, each carrying the ledger
 * transaction that pays for it. Everything is decided before the commit, synchronously, so two calls
 * can never interleave between a check and its change: a contract is closed (sold or settled) once.
 */
export function commitPurchase(world: World, purchase: Purchase): Position {
  const time = world.clock.epoch();
  const contractId = nextContractId(world.state.contracts);
  const transaction = nextTransaction(world.state.ledger, {
    loginid: purchase.loginid,
    action: 'buy',
    amount: -purchase.spec.buyPrice,
    time,
    description: purchase.longcode,
    reference: contractId,
  });
  const position: Position = {
    contract_id: contractId,
    loginid: purchase.loginid,
    spec: purchase.spec,
    longcode: purchase.longcode,
    shortcode: purchase.shortcode,
    purchase_time: time,
    buy_transaction_id: transaction.transaction_id,
    app_id: purchase.appId,
  };
  world.commit({ type: 'contract_bought', position, transaction });
  return positionOf(world.state.contracts, contractId)!;
}

/** The open contract, or undefined when it is unknown or already closed. */
function stillOpen(world: World, contractId: number): Position | undefined {
  const position = positionOf(world.state.contracts, contractId);
  return position && !position.closing ? position : undefined;
}

function commitClosing(
  world: World,
  type: 'contract_sold' | 'contract_settled',
  position: Position,
  closing: Omit<Closing, 'sell_transaction_id'>,
): Closing {
  const transaction = nextTransaction(world.state.ledger, {
    loginid: position.loginid,
    action: 'sell',
    amount: closing.sell_price,
    time: closing.sell_time,
    description: position.longcode,
    reference: position.contract_id,
  });
  const full: Closing = { ...closing, sell_transaction_id: transaction.transaction_id };
  world.commit({ type, contract_id: position.contract_id, closing: full, transaction });
  return full;
}

/** Sells an open contract back at `priceMinor`; undefined when it was already closed. */
export function commitSale(world: World, contractId: number, priceMinor: number): Closing | undefined {
  const position = stillOpen(world, contractId);
  if (!position) return undefined;
  return commitClosing(world, 'contract_sold', position, {
    status: 'sold',
    sell_price: priceMinor,
    sell_time: world.clock.epoch(),
  });
}

/** Settles an open contract as its ticks decided; undefined when it was already closed. */
export function commitSettlement(world: World, contractId: number, settlement: Settlement): Closing | undefined {
  const position = stillOpen(world, contractId);
  if (!position) return undefined;
  return commitClosing(world, 'contract_settled', position, {
    status: settlement.status,
    sell_price: settlement.payoutMinor,
    sell_time: Math.max(settlement.exitTick.epoch, position.purchase_time),
    exit_tick: settlement.exitTick,
  });
}
