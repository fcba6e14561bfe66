import { describe, expect, it } from 'vitest';
import { authorized, tokenOf, useSimulator } from '../accounts/support';
import { HIGHER_5_MINUTES, START } from './support';

const { simulator, open } = useSimulator();

type Proposal = { id: string; ask_price: number; payout: number };

describe('buy by proposal id', () => {
  it('buys the proposal at its price', async () => {
    await simulator().control.setClock('default', START);
    await simulator().control.freezeClock('default');
    const socket = await authorized(open, tokenOf('CR90000001'));
    const proposal = (await socket.call({ proposal: 1, ...HIGHER_5_MINUTES })).proposal as Proposal;
    const reply = await socket.call({ buy: proposal.id, price: proposal.ask_price });
    expect(reply.buy).toMatchObject({ buy_price: proposal.ask_price, payout: proposal.payout });
  });

  it('refuses when the market moved against the client beyond the slippage, and keeps the price within it', async () => {
    await simulator().control.setClock('default', START);
    await simulator().control.freezeClock('default');
    const socket = await authorized(open, tokenOf('CR90000001'));
    const spot = simulator().world.markets.latestTick('R_100')!.quote;
    // An absolute barrier, so the price depends on where the spot is.
    const terms = { ...HIGHER_5_MINUTES, barrier: spot.toFixed(2) };
    const proposal = (await socket.call({ proposal: 1, ...terms })).proposal as Proposal;
    await simulator().control.setSpot('default', 'R_100', spot * 1.002);
    const moved = await socket.call({ buy: proposal.id, price: proposal.ask_price });
    expect(moved.error).toMatchObject({ code: 'PriceMoved' });
    expect((moved.error as { message: string }).message).toContain(
      `The contract price has changed from USD${proposal.ask_price.toFixed(2)} to USD`,
    );
    await simulator().control.setSpot('default', 'R_100', spot * 0.99999);
    const kept = await socket.call({ buy: proposal.id, price: proposal.ask_price });
    expect(kept.buy).toMatchObject({ buy_price: proposal.ask_price });
  });

  it('refuses a proposal id asked for on another connection as unknown, even to the same account', async () => {
    await simulator().control.setClock('default', START);
    await simulator().control.freezeClock('default');
    const asker = await authorized(open, tokenOf('CR90000001'));
    const proposal = (await asker.call({ proposal: 1, ...HIGHER_5_MINUTES })).proposal as Proposal;
    const unknown = { code: 'InvalidContractProposal', message: 'Unknown contract proposal' };
    for (const loginid of ['CR90000002', 'CR90000001']) {
      const other = await authorized(open, tokenOf(loginid));
      expect((await other.call({ buy: proposal.id, price: proposal.ask_price })).error).toEqual(unknown);
    }
    const statement = await asker.call({ statement: 1, action_type: 'buy' });
    expect(statement.statement).toMatchObject({ count: 0 });
    expect((await asker.call({ buy: proposal.id, price: proposal.ask_price })).buy).toMatchObject({
      buy_price: proposal.ask_price,
    });
  });
});
