import type { ScenarioWorld } from './world';
import { demoToken, TraderSocket } from '../../e2e/trader-socket';

/** The contracts a scenario bought from another device, newest last. */
const bought = new WeakMap<ScenarioWorld, number[]>();

export interface ContractOrder {
  contractType: string;
  symbol: string;
  /** "5m", "5t", "1h": duration and unit. */
  lasting: string;
  /** Forward-starting: seconds after now. */
  startsIn?: number;
  barrier?: string;
}

/** Buys a contract for 10 USD stake on another session of `email`; its contract id. */
export async function buyFromAnotherDevice(world: ScenarioWorld, email: string, order: ContractOrder): Promise<number> {
  const [contractId] = await buyManyFromAnotherDevice(world, email, order, 1);
  return contractId!;
}

/** Buys `count` contracts, one after another, for 10 USD stake each on one other session of `email`. */
export async function buyManyFromAnotherDevice(
  world: ScenarioWorld,
  email: string,
  order: ContractOrder,
  count: number,
): Promise<number[]> {
  const match = /^(\d+)([tsmhd])$/.exec(order.lasting);
  if (!match) throw new Error(`"${order.lasting}" is not a duration such as 5m or 5t`);
  const trader = await TraderSocket.open(world.stack.simulator.url, world.worldId, demoToken(email));
  const contractIds: number[] = [];
  try {
    for (let each = 0; each < count; each += 1) {
      const now = world.world.clock.epoch();
      const reply = await trader.request({
        buy: '1',
        price: 10_000,
        parameters: {
          contract_type: order.contractType,
          symbol: order.symbol,
          currency: 'USD',
          basis: 'stake',
          amount: 10,
          duration: Number(match[1]),
          duration_unit: match[2],
          ...(order.barrier === undefined ? {} : { barrier: order.barrier }),
          ...(order.startsIn === undefined ? {} : { date_start: now + order.startsIn }),
        },
      });
      contractIds.push((reply.buy as { contract_id: number }).contract_id);
    }
  } finally {
    trader.close();
  }
  bought.set(world, [...(bought.get(world) ?? []), ...contractIds]);
  return contractIds;
}

/** The contract the scenario bought last. */
export function lastBought(world: ScenarioWorld): number {
  const id = bought.get(world)?.at(-1);
  if (id === undefined) throw new Error('no contract was bought in this scenario');
  return id;
}
