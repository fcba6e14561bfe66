import { expect } from 'vitest';
import type { LedgerState } from '../../../simulator/domain/ledger/ledger';

export { authorized, tokenOf, useSimulator, verificationCode } from '../accounts/support';

type Message = Record<string, unknown>;

/** The error code of a reply, failing the test when the reply succeeded. */
export function errorOf(reply: Message): { code: string; message: string; details?: Record<string, unknown> } {
  const error = reply.error as { code: string; message: string; details?: Record<string, unknown> } | undefined;
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(reply)}`);
  return error;
}

/** The ledger's invariant: every balance is the sum of its account's transactions, and none is negative. */
export function expectLedgerConsistent(ledger: LedgerState): void {
  const sums: Record<string, number> = {};
  for (const transaction of ledger.transactions)
    sums[transaction.loginid] = (sums[transaction.loginid] ?? 0) + transaction.amount;
  expect(ledger.balances).toEqual(sums);
  for (const balance of Object.values(ledger.balances)) expect(balance).toBeGreaterThanOrEqual(0);
}
