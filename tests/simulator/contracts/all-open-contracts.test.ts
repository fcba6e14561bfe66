import { describe, expect, it } from 'vitest';
import { authorized, tokenOf, useSimulator } from '../accounts/support';
import type { TestSocket } from '../../support/simulator';
import { buy, HIGHER_5_MINUTES, nextOf, RISE_5_TICKS, START } from './support';

const { simulator, open } = useSimulator();

type Message = Record<string, unknown>;
type Contract = { contract_id: number; status: string; id?: string };

async function frozenAtStart(): Promise<void> {
  await simulator().control.setClock('default', START);
  await simulator().control.freezeClock('default');
}

/** The reply and the `count - 1` messages after it, all of them proposal_open_contract. */
async function messages(socket: TestSocket, request: Message, count: number): Promise<Message[]> {
  const replies = [await socket.call(request)];
  while (replies.length < count) replies.push(await socket.next());
  return replies;
}

const contractOf = (message: Message) => message.proposal_open_contract as Contract;

describe('proposal_open_contract without a contract id', () => {
  it('answers every open contract, one message each, oldest first', async () => {
    await frozenAtStart();
    const socket = await authorized(open, tokenOf('CR90000001'));
    const first = await buy(socket, RISE_5_TICKS);
    const second = await buy(socket, HIGHER_5_MINUTES);
    const third = await buy(socket, { ...HIGHER_5_MINUTES, amount: 20 });
    const request = { proposal_open_contract: 1, req_id: 9 };
    const replies = await messages(socket, request, 3);
    expect(replies.map((reply) => contractOf(reply).contract_id)).toEqual([
      first.contract_id,
      second.contract_id,
      third.contract_id,
    ]);
    for (const reply of replies) {
      expect(reply).toMatchObject({ msg_type: 'proposal_open_contract', req_id: 9, echo_req: request });
      expect(reply).not.toHaveProperty('subscription');
      expect(contractOf(reply)).toMatchObject({ status: 'open' });
    }
    expect((await socket.call({ ping: 1 })).msg_type).toBe('ping');
  });

  it('leaves out settled contracts and answers an empty contract when none is open', async () => {
    await frozenAtStart();
    const socket = await authorized(open, tokenOf('CR90000001'));
    const ticks = await buy(socket, RISE_5_TICKS);
    const minutes = await buy(socket, HIGHER_5_MINUTES);
    await simulator().control.advanceClock('default', 60_000);
    const [only] = await messages(socket, { proposal_open_contract: 1 }, 1);
    expect(contractOf(only!).contract_id).toBe(minutes.contract_id);
    expect(contractOf(only!).contract_id).not.toBe(ticks.contract_id);
    expect((await socket.call({ ping: 1 })).msg_type).toBe('ping');
    await simulator().control.advanceClock('default', 10 * 60_000);
    expect((await socket.call({ proposal_open_contract: 1 })).proposal_open_contract).toEqual({});
  });

  it('with subscribe streams every open contract and those bought later under one subscription', async () => {
    await frozenAtStart();
    const socket = await authorized(open, tokenOf('CR90000001'));
    const first = await buy(socket, HIGHER_5_MINUTES);
    const second = await buy(socket, { ...HIGHER_5_MINUTES, amount: 20 });
    const replies = await messages(socket, { proposal_open_contract: 1, subscribe: 1 }, 2);
    const id = (replies[0]!.subscription as { id: string }).id;
    expect(replies.map((reply) => contractOf(reply).contract_id)).toEqual([first.contract_id, second.contract_id]);
    expect(replies.every((reply) => (reply.subscription as { id: string }).id === id)).toBe(true);
    expect(replies.every((reply) => contractOf(reply).id === id)).toBe(true);

    const buyer = await authorized(open, tokenOf('CR90000001'));
    const later = await buy(buyer, HIGHER_5_MINUTES);
    await simulator().control.advanceClock('default', 2_000);
    const seen = new Set<number>();
    while (seen.size < 3) {
      const update = await nextOf(socket, 'proposal_open_contract');
      expect((update.subscription as { id: string }).id).toBe(id);
      seen.add(contractOf(update).contract_id);
    }
    expect([...seen].sort()).toEqual([first.contract_id, second.contract_id, later.contract_id].sort());
  });
});
