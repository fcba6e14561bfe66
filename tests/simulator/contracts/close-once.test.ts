/**
 * A contract is closed once: a sale racing its expiry, and several connections asking to settle
 * expired contracts at once, never produce a second sell transaction.
 */
import { describe, expect, it } from 'vitest';
import { balanceOf, transactionsOf } from '../../../simulator/domain/ledger/ledger';
import { authorized, tokenOf, useSimulator } from '../accounts/support';
import { buy, HIGHER_5_MINUTES, START } from './support';

const { simulator, open } = useSimulator();
const ACCOUNT = 'CR90000001';

function sellsPerContract(): Map<number, number> {
  const counts = new Map<number, number>();
  for (const transaction of transactionsOf(simulator().world.state.ledger, ACCOUNT))
    if (transaction.action === 'sell')
      counts.set(transaction.reference!, (counts.get(transaction.reference!) ?? 0) + 1);
  return counts;
}

describe('closing a contract', () => {
  it('happens once when sales race the expiry', { timeout: 60_000 }, async () => {
    const { control } = simulator();
    await control.setClock('default', START);
    await control.freezeClock('default');
    const sockets = await Promise.all([1, 2, 3].map(() => authorized(open, tokenOf(ACCOUNT))));
    const bought = [];
    for (let index = 0; index < 12; index += 1) bought.push(await buy(sockets[index % 3]!, HIGHER_5_MINUTES));
    await control.advanceClock('default', 300_000 - 1_000);

    const replies = await Promise.all([
      ...bought.flatMap((contract, index) => [
        sockets[index % 3]!.call({ sell: contract.contract_id, price: 0 }),
        sockets[(index + 1) % 3]!.call({ sell: contract.contract_id, price: 0 }),
      ]),
      control.advanceClock('default', 2_000),
      ...sockets.map((socket) => socket.call({ sell_expired: 1 })),
    ]);
    const sold = replies.filter((reply) => (reply as { sell?: unknown }).sell !== undefined);
    const counts = sellsPerContract();
    expect([...counts.keys()].sort()).toEqual(bought.map((contract) => contract.contract_id).sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    // A successful sale is the contract's one closing; the others were refused.
    const soldIds = sold.map((reply) => (reply as { sell: { contract_id: number } }).sell.contract_id);
    expect(new Set(soldIds).size).toBe(soldIds.length);
    const positions = simulator().world.state.contracts.positions;
    for (const id of soldIds) expect(positions[String(id)]!.closing!.status).toBe('sold');
    const ledger = simulator().world.state.ledger;
    const sum = transactionsOf(ledger, ACCOUNT).reduce((total, transaction) => total + transaction.amount, 0);
    expect(balanceOf(ledger, ACCOUNT)).toBe(sum);
  });

  it('sell_expired settles nothing twice and reports what it settled', async () => {
    const { control } = simulator();
    await control.setClock('default', START);
    await control.freezeClock('default');
    const socket = await authorized(open, tokenOf(ACCOUNT));
    await buy(socket, HIGHER_5_MINUTES);
    await control.advanceClock('default', 600_000);
    expect((await socket.call({ sell_expired: 1 })).sell_expired).toEqual({ count: 0 });
    expect([...sellsPerContract().values()]).toEqual([1]);
  });
});
