/**
 * A reset contract's view: its reset time from the start, then, once the contract has reached it, the
 * reset barrier (RESETCALL: the lower of the entry spot and the spot at the reset time).
 */
import { describe, expect, it } from 'vitest';
import { authorized, tokenOf, useSimulator } from '../accounts/support';
import { buy, START } from './support';

const { simulator, open } = useSimulator();
const RESET_CALL_2_MINUTES = {
  contract_type: 'RESETCALL',
  symbol: 'R_100',
  currency: 'USD',
  amount: 10,
  basis: 'stake',
  duration: 2,
  duration_unit: 'm',
} as const;

type Contract = Record<string, unknown>;

describe('a reset contract', () => {
  it('shows its reset barrier only once it has reached its reset time', async () => {
    const { control } = simulator();
    await control.setClock('default', START);
    await control.freezeClock('default');
    const socket = await authorized(open, tokenOf('CR90000001'));
    const { contract_id } = await buy(socket, RESET_CALL_2_MINUTES);
    const read = async () =>
      ((await socket.call({ proposal_open_contract: 1, contract_id })) as { proposal_open_contract: Contract })
        .proposal_open_contract;

    await control.advanceClock('default', 30_000);
    const before = await read();
    expect(before.reset_time).toBe(START + 60);
    expect(before.reset_barrier).toBeUndefined();

    await control.advanceClock('default', 40_000);
    const after = await read();
    const history = (await socket.call({ ticks_history: 'R_100', start: START, end: START + 60, style: 'ticks' }))
      .history as { prices: number[] };
    const atReset = history.prices.at(-1)!;
    const entry = Number(after.entry_spot);
    expect(Number(after.reset_barrier)).toBe(Math.min(entry, atReset));
  });
});
