import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startTestSimulator, TestSocket, type TestSimulator } from '../../support/simulator';

/** A Monday noon: every market of the catalogue is open. R_100 stands at 1000.00 then. */
export const MONDAY_NOON = Date.parse('2026-11-23T12:00:00Z') / 1000;
/** A Saturday noon: forex and the other session markets are closed. */
export const SATURDAY_NOON = MONDAY_NOON + 5 * 86_400;

export type Message = Record<string, unknown>;

/**
 * A simulator for one test file whose default world's clock stands frozen at MONDAY_NOON before each
 * test; sockets are closed and the world reset after each.
 */
export function usePricingSimulator(): {
  simulator: () => TestSimulator;
  open: () => Promise<TestSocket>;
  advance: (seconds: number) => Promise<void>;
} {
  let simulator: TestSimulator | undefined;
  const sockets: TestSocket[] = [];
  const current = () => {
    if (!simulator) throw new Error('the simulator is not running');
    return simulator;
  };
  beforeAll(async () => {
    simulator = await startTestSimulator();
  });
  beforeEach(async () => {
    await current().control.freezeClock('default');
    await current().control.setClock('default', MONDAY_NOON);
    // Round spots make the tests' barrier offsets meaningful whatever the seed.
    current().world.commit({ type: 'market_spot_set', symbol: 'R_100', epoch: MONDAY_NOON, quote: 1000 });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
    simulator?.registry.reset('default');
  });
  afterAll(async () => {
    await simulator?.close();
  });
  return {
    simulator: current,
    open: async () => {
      const socket = await TestSocket.open(current().socketUrl());
      sockets.push(socket);
      return socket;
    },
    advance: async (seconds) => {
      await current().control.advanceClock('default', seconds * 1000);
    },
  };
}

export function errorOf(message: Message): { code: string; message: string; details?: Record<string, unknown> } {
  const error = message.error as { code: string; message: string; details?: Record<string, unknown> } | undefined;
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(message)}`);
  return error;
}
