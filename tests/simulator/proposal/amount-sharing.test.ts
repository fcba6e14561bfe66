import { describe, expect, it } from 'vitest';
import { handlers } from '../../../simulator/handlers';
import { responseProblems } from '../../../simulator/transport/validation';
import { testDispatcher } from '../../support/dispatcher';
import type { TestSocket } from '../../support/simulator';
import { MONDAY_NOON, usePricingSimulator, type Message } from './support';

const { open, advance } = usePricingSimulator();

const RISE = {
  proposal: 1,
  contract_type: 'CALL',
  symbol: 'R_100',
  currency: 'USD',
  duration: 5,
  duration_unit: 'm',
};

const proposalOf = (message: Message) => {
  if (message.error) throw new Error(`unexpected error ${JSON.stringify(message.error)}`);
  return message.proposal as Record<string, unknown>;
};

/** A stream's reply or update less its id, to compare with a one-off proposal for the same request. */
const quoteOf = (message: Message) => {
  const { id: _id, ...quote } = proposalOf(message);
  return quote;
};

/** Subscribes each request, moves the clock over `ticks` ticks, and gives each stream's last update. */
async function lastUpdates(socket: TestSocket, requests: Record<string, unknown>[], seconds: number) {
  for (const [index, request] of requests.entries()) await socket.call({ ...request, subscribe: 1, req_id: index + 1 });
  await advance(seconds);
  const last = new Map<unknown, Message>();
  for (let index = 0; index < requests.length * (seconds / 2); index += 1) {
    const update = await socket.next();
    last.set(update.req_id, update);
  }
  return requests.map((_request, index) => last.get(index + 1)!);
}

describe('proposal streams differing only by amount', () => {
  it('quote each amount as a one-off proposal for the same request does', async () => {
    const socket = await open();
    const requests = [
      { ...RISE, amount: 10, basis: 'stake' },
      { ...RISE, amount: 250, basis: 'stake' },
      { ...RISE, amount: 100, basis: 'payout' },
    ];
    const updates = await lastUpdates(socket, requests, 4);
    const asks = new Set(updates.map((update) => proposalOf(update).ask_price));
    expect(asks.size).toBe(3);
    for (const [index, request] of requests.entries()) {
      expect(proposalOf(updates[index]!).spot_time).toBe(MONDAY_NOON + 4);
      expect(quoteOf(updates[index]!)).toEqual(quoteOf(await socket.call(request)));
    }
  });

  it("keep a lookback's amount as its own multiplier", async () => {
    const socket = await open();
    const requests = [1, 3].map((amount) => ({ ...RISE, contract_type: 'LBFLOATCALL', amount, basis: 'payout' }));
    const updates = await lastUpdates(socket, requests, 2);
    expect(updates.map((update) => proposalOf(update).multiplier)).toEqual([1, 3]);
    for (const [index, request] of requests.entries()) {
      expect(quoteOf(updates[index]!)).toEqual(quoteOf(await socket.call(request)));
    }
  });

  it('price spreads, whose value scales with the payout, per amount', async () => {
    const socket = await open();
    const spread = { ...RISE, contract_type: 'CALLSPREAD', barrier_range: 'wide', duration: 15, basis: 'payout' };
    const requests = [10, 40].map((amount) => ({ ...spread, amount }));
    const updates = await lastUpdates(socket, requests, 2);
    expect(updates.map((update) => proposalOf(update).payout)).toEqual([10, 40]);
    for (const [index, request] of requests.entries()) {
      expect(quoteOf(updates[index]!)).toEqual(quoteOf(await socket.call(request)));
    }
  });
});

describe('proposal updates in production mode', () => {
  it('are spliced into valid replies that keep the envelope, the body and the subscription in order', async () => {
    const dispatcher = testDispatcher(handlers, { checkReplies: false });
    const { world } = dispatcher;
    world.moveClock((clock) => {
      clock.freeze();
      clock.set(MONDAY_NOON * 1000);
    });
    const request = { ...RISE, amount: 10, basis: 'stake', subscribe: 1, req_id: 5, passthrough: { form: 'a"b' } };
    const [first] = await dispatcher.dispatch(request);
    world.moveClock((clock) => clock.advance(2_000));
    const text = dispatcher.texts.at(-1)!;
    const update = JSON.parse(text) as Message;
    // Serialising the parsed reply gives the same text: no field twice, nothing out of place.
    expect(JSON.stringify(update)).toBe(text);
    expect(responseProblems(update as never)).toBeUndefined();
    expect(Object.keys(update)).toEqual(['echo_req', 'req_id', 'passthrough', 'msg_type', 'proposal', 'subscription']);
    expect(update).toMatchObject({ echo_req: request, req_id: 5, passthrough: { form: 'a"b' } });
    expect(update.subscription).toEqual(first!.subscription);
    expect(proposalOf(update)).toMatchObject({ id: proposalOf(first!).id, spot_time: MONDAY_NOON + 2 });
    expect(Object.keys(proposalOf(update))).toEqual(Object.keys(proposalOf(first!)));
    const { subscribe: _subscribe, ...oneOff } = request;
    const [quoted] = await dispatcher.dispatch(oneOff);
    expect(quoteOf(update)).toEqual(quoteOf(quoted!));
  });
});
