import { beforeEach } from 'vitest';
import type { TestSocket } from '../../support/simulator';
import { useSimulator } from '../accounts/support';

/** Monday 23 November 2026, 12:00:00 UTC: forex, volatility indices and metals open; US stocks not yet. */
export const MONDAY_NOON = Date.parse('2026-11-23T12:00:00Z') / 1000;
/** Saturday 21 November 2026, 12:00:00 UTC: forex closed. */
export const SATURDAY_NOON = Date.parse('2026-11-21T12:00:00Z') / 1000;

type Message = Record<string, unknown>;

/**
 * A simulator whose default world is reset after every test and whose clock is frozen at Monday noon
 * before each one; move it with `simulator().control`.
 */
export function useMarketSimulator() {
  const harness = useSimulator();
  beforeEach(async () => {
    const { control } = harness.simulator();
    await control.freezeClock('default');
    await control.setClock('default', MONDAY_NOON);
  });
  const moveTo = (epoch: number) => harness.simulator().control.setClock('default', epoch);
  const advance = (ms: number) => harness.simulator().control.advanceClock('default', ms);
  return { ...harness, moveTo, advance };
}

/** The next `count` messages of a socket. */
export async function nextMessages(socket: TestSocket, count: number): Promise<Message[]> {
  const messages: Message[] = [];
  for (let index = 0; index < count; index += 1) messages.push(await socket.next());
  return messages;
}

/** The reply's error, or fails the test when there is none. */
export function errorOf(reply: Message): { code: string; message: string } {
  const error = reply.error as { code: string; message: string } | undefined;
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(reply).slice(0, 300)}`);
  return { code: error.code, message: error.message };
}
