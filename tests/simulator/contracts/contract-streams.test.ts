import { describe, expect, it } from 'vitest';
import { authorized, tokenOf, useSimulator } from '../accounts/support';
import type { TestSocket } from '../../support/simulator';
import { buy, nextOf, RISE_5_TICKS, START } from './support';

const { simulator, open } = useSimulator();

type Contract = Record<string, unknown> & { status: string; is_sold: number; id?: string };

/** Advances the world 2 s at a time and collects contract updates until the one that closes it. */
async function untilClosed(socket: TestSocket): Promise<Contract[]> {
  const updates: Contract[] = [];
  for (let step = 0; step < 30; step += 1) {
    await simulator().control.advanceClock('default', 2_000);
    const message = await nextOf(socket, 'proposal_open_contract');
    const contract = message.proposal_open_contract as Contract;
    updates.push(contract);
    if (contract.is_sold === 1) return updates;
  }
  throw new Error('the contract never closed');
}

describe('proposal_open_contract', () => {
  it('streams every tick until the contract settles, then a final update and the end', async () => {
    await simulator().control.setClock('default', START);
    await simulator().control.freezeClock('default');
    const socket = await authorized(open, tokenOf('CR90000001'));
    const bought = await buy(socket, RISE_5_TICKS);
    const first = await socket.call({ proposal_open_contract: 1, contract_id: bought.contract_id, subscribe: 1 });
    const id = (first.subscription as { id: string }).id;
    expect(first.proposal_open_contract).toMatchObject({
      contract_id: bought.contract_id,
      status: 'open',
      is_sold: 0,
      is_valid_to_sell: 0,
      validation_error: 'Resale of this contract is not offered.',
      id,
    });
    const updates = await untilClosed(socket);
    const final = updates.at(-1)!;
    expect(['won', 'lost']).toContain(final.status);
    expect(updates.slice(0, -1).every((update) => update.status === 'open')).toBe(true);
    expect((updates.at(-2)?.tick_stream as unknown[]).length).toBeGreaterThanOrEqual(5);
    expect(final).toMatchObject({ is_expired: 1, is_settleable: 1, id });
    expect(final.exit_tick_time).toEqual((final.tick_stream as { epoch: number }[]).at(-1)!.epoch);
    expect((await socket.call({ forget: id })).forget).toBe(0);
    const after = await socket.call({ proposal_open_contract: 1, contract_id: bought.contract_id, subscribe: 1 });
    expect(after).not.toHaveProperty('subscription');
    expect(after.proposal_open_contract).toMatchObject({ status: final.status, is_sold: 1 });
  });

  it('buy with subscribe streams the new contract', async () => {
    await simulator().control.setClock('default', START);
    await simulator().control.freezeClock('default');
    const socket = await authorized(open, tokenOf('CR90000001'));
    const reply = await socket.call({ buy: 1, price: 100, parameters: RISE_5_TICKS, subscribe: 1 });
    const id = (reply.subscription as { id: string }).id;
    const updates = await untilClosed(socket);
    expect(
      updates.every(
        (update) => update.id === id && update.contract_id === (reply.buy as { contract_id: number }).contract_id,
      ),
    ).toBe(true);
  });

  it('without a contract id follows every open contract, also those bought later', async () => {
    await simulator().control.setClock('default', START);
    await simulator().control.freezeClock('default');
    const socket = await authorized(open, tokenOf('CR90000001'));
    const none = await socket.call({ proposal_open_contract: 1 });
    expect(none.proposal_open_contract).toEqual({});
    await socket.call({ proposal_open_contract: 1, subscribe: 1 });
    const buyer = await authorized(open, tokenOf('CR90000001'));
    const bought = await buy(buyer, RISE_5_TICKS);
    await simulator().control.advanceClock('default', 2_000);
    const update = await nextOf(socket, 'proposal_open_contract');
    expect(update.proposal_open_contract).toMatchObject({ contract_id: bought.contract_id });
  });

  it('answers an empty contract for one that is not the account', async () => {
    await simulator().control.setClock('default', START);
    await simulator().control.freezeClock('default');
    const bought = await buy(await authorized(open, tokenOf('CR90000001')), RISE_5_TICKS);
    const other = await authorized(open, tokenOf('VRTC90000001'));
    expect(
      (await other.call({ proposal_open_contract: 1, contract_id: bought.contract_id })).proposal_open_contract,
    ).toEqual({});
    expect((await other.call({ sell: bought.contract_id, price: 0 })).error).toMatchObject({ code: 'NoOpenPosition' });
  });
});
