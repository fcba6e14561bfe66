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

type Operation =
  | { kind: 'topup'; connection: number }
  | { kind: 'set_balance'; account: number; cents: number }
  | { kind: 'statement'; connection: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('topup' as const), connection: fc.nat() }),
  fc.record({
    kind: fc.constant('set_balance' as const),
    account: fc.nat(),
    cents: fc.integer({ min: 0, max: 2_000_000 }),
  }),
  fc.record({ kind: fc.constant('statement' as const), connection: fc.nat() }),
);

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
    case 'set_balance':
      return simulator().control.patchAccount('default', ACCOUNTS[op.account % ACCOUNTS.length]!, {
        balance: (op.cents / 100).toFixed(2),
      });
  }
}

describe('the ledger under concurrent randomised traffic', () => {
  it('keeps every balance equal to the sum of its transactions after every change', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 40 }), async (operations) => {
        simulator().registry.reset('default');
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
        for (const loginid of ACCOUNTS) {
          const transactions = transactionsOf(world.state.ledger, loginid);
          expect(balanceOf(world.state.ledger, loginid)).toBe(transactions.at(-1)?.balance_after ?? 0);
          for (const [index, transaction] of transactions.entries())
            expect(transaction.balance_after).toBe((transactions[index - 1]?.balance_after ?? 0) + transaction.amount);
        }
      }),
      { numRuns: 15 },
    );
  });
});
