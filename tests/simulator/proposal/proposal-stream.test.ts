import { describe, expect, it } from 'vitest';
import { findProposal } from '../../../simulator/world/proposal-registry';
import { HIGHER_5_MINUTES } from '../../support/proposal-cases';
import { errorOf, latestSessionId, MONDAY_NOON, usePricingSimulator, type Message } from './support';

const { simulator, open, advance } = usePricingSimulator();

const RISE = { proposal: 1, subscribe: 1, ...HIGHER_5_MINUTES };

const proposalOf = (message: Message) => message.proposal as Record<string, unknown>;
const subscriptionOf = (message: Message) => (message.subscription as { id: string } | undefined)?.id;

describe('proposal subscription', () => {
  it('re-prices on every tick of the underlying, under one id', async () => {
    const socket = await open();
    const first = await socket.call({ ...RISE, req_id: 4 });
    const id = subscriptionOf(first);
    expect(proposalOf(first).id).toBe(id);

    await advance(4);
    const ticks = simulator().world.markets.ticksBetween('R_100', MONDAY_NOON + 1, MONDAY_NOON + 4);
    expect(ticks).toHaveLength(2);
    for (const tick of ticks) {
      const update = await socket.next();
      expect([update.msg_type, update.req_id, subscriptionOf(update)]).toEqual(['proposal', 4, id]);
      expect(proposalOf(update)).toMatchObject({
        id,
        spot: tick.quote,
        spot_time: tick.epoch,
        date_start: tick.epoch,
        date_expiry: tick.epoch + 300,
      });
    }
    const quoted = findProposal(simulator().world, String(id), latestSessionId(simulator().world));
    expect(quoted?.quotedAt).toBe(MONDAY_NOON + 4);
    expect(quoted?.askPrice).toBe(proposalOf(await socket.call({ ...RISE, subscribe: undefined })).ask_price);
  });

  it('prices a higher spot dearer for a rise', async () => {
    const socket = await open();
    const first = proposalOf(await socket.call({ ...RISE, barrier: '1000.5' }));
    simulator().world.commit({ type: 'market_spot_set', symbol: 'R_100', epoch: MONDAY_NOON, quote: 1002 });
    const update = proposalOf(await socket.next());
    expect(update.spot).toBe(1002);
    expect(Number(update.ask_price)).toBeGreaterThan(Number(first.ask_price));
  });

  it('stops after forget', async () => {
    const socket = await open();
    const id = subscriptionOf(await socket.call(RISE));
    expect((await socket.call({ forget: id })).forget).toBe(1);
    await advance(10);
    const pong = await socket.call({ ping: 1 });
    expect(pong.msg_type).toBe('ping');
  });

  it('refuses the same subscription twice', async () => {
    const socket = await open();
    await socket.call(RISE);
    const error = errorOf(await socket.call(RISE));
    expect([error.code, error.message]).toEqual(['AlreadySubscribed', 'You are already subscribed to proposal.']);
  });

  it('ends with an error reply when the market closes', async () => {
    const socket = await open();
    const request = { ...RISE, symbol: 'frxEURUSD', duration: 1, duration_unit: 'h', req_id: 9 };
    const id = subscriptionOf(await socket.call(request));
    simulator().world.commit({ type: 'market_status_set', symbol: 'frxEURUSD', epoch: MONDAY_NOON, status: 'closed' });
    const closing = await socket.next();
    expect([closing.msg_type, closing.req_id, subscriptionOf(closing)]).toEqual(['proposal', 9, id]);
    expect(errorOf(closing)).toEqual({
      code: 'MarketIsClosed',
      message: 'This market is presently closed.',
      details: { field: 'symbol' },
    });
    expect((await socket.call({ forget: id })).forget).toBe(0);
  });

  it('ends when the trading hours close the market', async () => {
    const socket = await open();
    await simulator().control.setClock('default', MONDAY_NOON + 4 * 86_400 + 10 * 3_600);
    const id = subscriptionOf(await socket.call({ ...RISE, symbol: 'frxEURUSD', duration: 1, duration_unit: 'h' }));
    // Friday 22:00 to Monday 00:00 the forex market is shut.
    let message = await (async () => {
      await advance(14 * 3_600 + 60);
      return socket.next();
    })();
    while (!message.error) message = await socket.next();
    expect(subscriptionOf(message)).toBe(id);
    expect(errorOf(message).code).toBe('MarketIsClosed');
  });

  it('is forgotten by forget_all proposal', async () => {
    const socket = await open();
    const id = subscriptionOf(await socket.call(RISE));
    expect((await socket.call({ forget_all: 'proposal' })).forget_all).toEqual([id]);
  });
});
