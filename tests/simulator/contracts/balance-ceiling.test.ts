import { describe, expect, it } from 'vitest';
import { authorized, tokenOf, useSimulator } from '../accounts/support';
import { buy, HIGHER_5_MINUTES, START } from './support';

const { simulator, open } = useSimulator();

describe('a payout the balance cannot hold', () => {
  it('leaves the contract open and the balance as it was, and the world keeps running', async () => {
    await simulator().control.setClock('default', START);
    await simulator().control.freezeClock('default');
    await simulator().control.patchAccount('default', 'CR90000001', { balance: '90071992547409.91' });
    const socket = await authorized(open, tokenOf('CR90000001'));
    const bought = await buy(socket, HIGHER_5_MINUTES);
    const spot = simulator().world.markets.latestTick('R_100')!.quote;
    await simulator().control.setSpot('default', 'R_100', spot * 2);
    await simulator().control.advanceClock('default', 400_000);
    expect((await socket.call({ ping: 1 })).ping).toBe('pong');
    expect((await simulator().control.getAccount('default', 'CR90000001')).balance).toBe(bought.balance_after);
    expect(simulator().world.state.contracts.positions[String(bought.contract_id)]?.closing).toBeUndefined();
  });
});
