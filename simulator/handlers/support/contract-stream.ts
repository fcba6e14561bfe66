import { positionOf, positionsOf, type Position } from '../../domain/contracts/positions';
import type { WorldChange } from '../../world/changes';
import type { World } from '../../world/world';
import type { StreamSink } from '../handler';
import { openContractBody } from './open-contract-view';

/** One proposal_open_contract message of a stream. */
function contractUpdate(world: World, position: Position, streamId: string, language: string) {
  return { proposal_open_contract: { ...openContractBody(world, position, language), id: streamId } };
}

/**
 * Streams contracts to one client: an update on every tick of each contract's symbol while it is open
 * (settling it first if that tick decided it), then one final update when it is sold or settled.
 * `follow` decides which contracts: one by id (the stream ends after its final update), or every open
 * contract of an account, including those bought later. Updates are worded in `language` (the connection's).
 */
export function streamContracts(
  world: World,
  stream: StreamSink,
  follow: { contractId: number } | { loginid: string },
  language: string,
): void {
  const watched = new Map<number, () => void>();
  const push = (position: Position) =>
    stream.push(contractUpdate(world, position, stream.id, language), 'proposal_open_contract');
  const watch = (position: Position) => {
    if (watched.has(position.contract_id) || position.closing) return;
    const stopTicks = world.markets.onTick(position.spec.symbol, () => {
      const current = positionOf(world.state.contracts, position.contract_id);
      if (!current || current.closing) return;
      world.settlement.settleIfDecided(current);
      if (!current.closing) push(current);
    });
    watched.set(position.contract_id, stopTicks);
  };
  const onChange = (change: WorldChange) => {
    if (change.type === 'contract_bought' && 'loginid' in follow && change.position.loginid === follow.loginid)
      watch(positionOf(world.state.contracts, change.position.contract_id)!);
    if (change.type !== 'contract_sold' && change.type !== 'contract_settled') return;
    const stop = watched.get(change.contract_id);
    if (!stop) return;
    stop();
    watched.delete(change.contract_id);
    push(positionOf(world.state.contracts, change.contract_id)!);
    if ('contractId' in follow) stream.end();
  };
  const initial =
    'contractId' in follow
      ? [positionOf(world.state.contracts, follow.contractId)].flatMap((position) => position ?? [])
      : positionsOf(world.state.contracts, follow.loginid, true);
  initial.forEach(watch);
  world.events.on('change', onChange);
  stream.onEnd(() => {
    world.events.off('change', onChange);
    for (const stop of watched.values()) stop();
    watched.clear();
  });
}
