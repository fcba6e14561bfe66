/**
 * Randomised traffic from many connections at once, never awaited one by one: after every change the
 * world commits, each balance must equal the sum of its account's transactions and the last
 * transaction's balance_after.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf, transactionsOf } from '../../../simulator/domain/ledger/ledger';
import { postedTransaction } from '../../../simulator/world/changes';
import type { World } from '../../../simulator/world/world';
import { authorized, tokenOf, useSimulator } from '../accounts/support';
import type { TestSocket } from '../../support/simulator';

const { simulator, open } = useSimulator();
const ACCOUNTS = ['VRTC90000001', 'VRTC90000002', 'CR90000001', 'CR90000002'] as const;
const CONNECTIONS_PER_ACCOUNT = 3;
const START = Date.UTC(2030, 0, 7, 12) / 1000;

type Operation =
  | { kind: 'topup'; connection: number }
  | { kind: 'set_balance'; account: number; cents: number }
  | { kind: 'statement'; connection: number }
  | { kind: 'buy'; connection: number; timed: boolean; stake: number }
  | { kind: 'sell'; connection: number; pick: number }
  | { kind: 'sell_expired'; connection: number }
  | { kind: 'advance'; seconds: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('topup' as const), connection: fc.nat() }),
  fc.record({
    kind: fc.constant('set_balance' as const),
    account: fc.nat(),
    cents: fc.integer({ min: 0, max: 2_000_000 }),
  }),
  fc.record({ kind: fc.constant('statement' as const), connection: fc.nat() }),
  fc.record({
    kind: fc.constant('buy' as const),
    connection: fc.nat(),
    timed: fc.boolean(),
    stake: fc.integer({ min: 1, max: 2_000 }),
  }),
  fc.record({ kind: fc.constant('sell' as const), connection: fc.nat(), pick: fc.nat() }),
  fc.record({ kind: fc.constant('sell_expired' as const), connection: fc.nat() }),
  fc.record({ kind: fc.constant('advance' as const), seconds: fc.integer({ min: 1, max: 90 }) }),
);

/** A rise/fall on R_100 for 5 ticks or 1 minute, staking whole dollars. */
function rise(timed: boolean, stake: number) {
  const duration = timed ? { duration: 1, duration_unit: 'm' } : { duration: 5, duration_unit: 't' };
  return { contract_type: 'CALL', symbol: 'R_100', currency: 'USD', amount: stake, basis: 'stake', ...duration };
}

/** Accounts whose balance and transactions disagree, checked after each change. */
function watchInvariant(world: World): { broken: string[]; stop: () => void } {
  const broken: string[] = [];
  const check = (change: Parameters<typeof postedTransaction>[0]) => {
    const transaction = postedTransaction(change);
    if (!transaction) return;
    const { loginid } = transaction;
    const sum = transactionsOf(world.state.ledger, loginid).reduce((total, each) => total + each.amount, 0);
    const balance = balanceOf(world.state.ledger, loginid);
    if (sum !== balance || transaction.balance_after !== balance) broken.push(`${loginid}: ${balance} vs ${sum}`);
  };
  world.events.on('change', check);
  return { broken, stop: () => world.events.off('change', check) };
}

async function run(sockets: TestSocket[], op: Operation): Promise<unknown> {
  const socket = (connection: number) => sockets[connection % sockets.length]!;
  switch (op.kind) {
    case 'topup':
      return socket(op.connection).call({ topup_virtual: 1 });
    case 'statement':
      return socket(op.connection).call({ statement: 1, limit: 5 });
    case 'buy':
      return socket(op.connection).call({ buy: 1, price: op.stake, parameters: rise(op.timed, op.stake) });
    case 'sell': {
      const ids = Object.keys(simulator().world.state.contracts.positions);
      const id = ids[op.pick % Math.max(ids.length, 1)];
      return socket(op.connection).call({ sell: Number(id ?? 1), price: 0 });
    }
    case 'sell_expired':
      return socket(op.connection).call({ sell_expired: 1 });
    case 'advance':
      return simulator().control.advanceClock('default', op.seconds * 1000);
    case 'set_balance':
      return simulator().control.patchAccount('default', ACCOUNTS[op.account % ACCOUNTS.length]!, {
        balance: (op.cents / 100).toFixed(2),
      });
  }
}

describe('the ledger under concurrent randomised traffic', () => {
  it('keeps every balance equal to the sum of its transactions after every change', { timeout: 60_000 }, async () => {
    let bought = 0;
    let closed = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 40 }), async (operations) => {
        simulator().registry.reset('default');
        await simulator().control.setClock('default', START);
        await simulator().control.freezeClock('default');
        const world = simulator().world;
        const sockets = await Promise.all(
          ACCOUNTS.flatMap((loginid) =>
            Array.from({ length: CONNECTIONS_PER_ACCOUNT }, () => authorized(open, tokenOf(loginid))),
          ),
        );
        const watch = watchInvariant(world);
        const replies = await Promise.all(operations.map((op) => run(sockets, op)));
        watch.stop();
        for (const socket of sockets) socket.close();
        expect(replies).toHaveLength(operations.length);
        expect(watch.broken).toEqual([]);
        // Every closed contract was paid once; every sale or settlement belongs to a bought contract.
        const sells = world.state.ledger.transactions.filter((transaction) => transaction.action === 'sell');
        const positions = Object.values(world.state.contracts.positions);
        const closedNow = positions.filter((position) => position.closing);
        expect(sells.map((transaction) => transaction.reference).sort()).toEqual(
          closedNow.map((position) => position.contract_id).sort(),
        );
        bought += positions.length;
        closed += closedNow.length;
        for (const loginid of ACCOUNTS) {
          const transactions = transactionsOf(world.state.ledger, loginid);
          expect(balanceOf(world.state.ledger, loginid)).toBe(transactions.at(-1)?.balance_after ?? 0);
          for (const [index, transaction] of transactions.entries())
            expect(transaction.balance_after).toBe((transactions[index - 1]?.balance_after ?? 0) + transaction.amount);
        }
      }),
      { numRuns: 12 },
    );
    // The traffic did trade: contracts were bought, and sold or settled.
    expect(bought).toBeGreaterThan(0);
    expect(closed).toBeGreaterThan(0);
  });
});
