import { expect } from 'vitest';
import type { LedgerState } from '../../../simulator/domain/ledger/ledger';
import type { TestSimulator, TestSocket } from '../../support/simulator';

export { authorized, tokenOf, useSimulator } from '../accounts/support';

type Message = Record<string, unknown>;

/** Asks for a verification e-mail of `type` and returns the code it carried. */
export async function verificationCode(
  simulator: TestSimulator,
  socket: TestSocket,
  email: string,
  type: string,
): Promise<string> {
  const reply = await socket.call({ verify_email: email, type });
  expect(reply.error).toBeUndefined();
  const emails = await simulator.control.outbox('default', email);
  const code = emails.filter((each) => each.type === type).at(-1)?.code;
  if (!code) throw new Error(`no ${type} code was sent to ${email}`);
  return code;
}

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
