/**
 * The settlement delay of the control API: a decided contract stays open, expired and awaiting
 * settlement for the delay after its end, then settles on its own; sell_expired settles it at once.
 * From `settleable_after_seconds` after its end it is valid to sell and settleable, for the client to settle.
 */
import { describe, expect, it } from 'vitest';
import { authorized, tokenOf, useSimulator } from '../accounts/support';
import { buy, HIGHER_5_MINUTES, START } from './support';

const { simulator, open } = useSimulator();
const ACCOUNT = 'CR90000001';

type OpenContractReply = { proposal_open_contract: Record<string, unknown> };

describe('a settlement delay', () => {
  it('keeps an expired contract awaiting settlement until the delay has passed', async () => {
    const { control } = simulator();
    await control.setClock('default', START);
    await control.freezeClock('default');
    expect(await control.setSettlementDelay('default', 60)).toBe(60);
    const socket = await authorized(open, tokenOf(ACCOUNT));
    const { contract_id } = await buy(socket, HIGHER_5_MINUTES);
    const read = async () =>
      ((await socket.call({ proposal_open_contract: 1, contract_id })) as OpenContractReply).proposal_open_contract;

    await control.advanceClock('default', 300_000 + 30_000);
    expect(await read()).toMatchObject({
      status: 'open',
      is_expired: 1,
      is_sold: 0,
      is_valid_to_sell: 0,
      validation_error:
        'Please wait for contract settlement. The final settlement price may differ from the indicative price.',
    });
    expect((await read()).exit_tick_time).toBeUndefined();

    await control.advanceClock('default', 31_000);
    expect(await read()).toMatchObject({ is_sold: 1, is_expired: 1 });
    expect(['won', 'lost']).toContain((await read()).status);
  });

  it('lets sell_expired settle a delayed contract at once', async () => {
    const { control } = simulator();
    await control.setClock('default', START);
    await control.freezeClock('default');
    await control.setSettlementDelay('default', 600);
    const socket = await authorized(open, tokenOf(ACCOUNT));
    await buy(socket, HIGHER_5_MINUTES);
    await control.advanceClock('default', 301_000);
    expect((await socket.call({ sell_expired: 1 })).sell_expired).toEqual({ count: 1 });
    expect((await socket.call({ sell_expired: 1 })).sell_expired).toEqual({ count: 0 });
  });

  it('makes a decided contract settleable from settleable_after_seconds, for the client to settle', async () => {
    const { control } = simulator();
    await control.setClock('default', START);
    await control.freezeClock('default');
    await control.setSettlementDelay('default', 600, 30);
    const socket = await authorized(open, tokenOf(ACCOUNT));
    const { contract_id } = await buy(socket, HIGHER_5_MINUTES);
    const read = async () =>
      ((await socket.call({ proposal_open_contract: 1, contract_id })) as OpenContractReply).proposal_open_contract;

    await control.advanceClock('default', 300_000 + 10_000);
    expect(await read()).toMatchObject({ is_expired: 1, is_settleable: 0, is_valid_to_sell: 0, is_sold: 0 });

    await control.advanceClock('default', 30_000);
    const settleable = await read();
    expect(settleable).toMatchObject({ status: 'open', is_expired: 1, is_settleable: 1, is_valid_to_sell: 1 });
    expect(settleable.is_sold).toBe(0);
    expect(settleable.validation_error).toBeUndefined();

    expect((await socket.call({ sell_expired: 1 })).sell_expired).toEqual({ count: 1 });
    expect(await read()).toMatchObject({ is_sold: 1, is_settleable: 1, is_valid_to_sell: 0 });
    expect(['won', 'lost']).toContain((await read()).status);
  });

  it('settles rather than sells a settleable contract the client sells', async () => {
    const { control } = simulator();
    await control.setClock('default', START);
    await control.freezeClock('default');
    await control.setSettlementDelay('default', 600, 0);
    const socket = await authorized(open, tokenOf(ACCOUNT));
    const { contract_id } = await buy(socket, HIGHER_5_MINUTES);
    await control.advanceClock('default', 301_000);

    const refused = (await socket.call({ sell: contract_id, price: 0 })) as { error?: { code: string } };
    expect(refused.error?.code).toBe('NoOpenPosition');
    const settled = (await socket.call({ proposal_open_contract: 1, contract_id })) as OpenContractReply;
    expect(['won', 'lost']).toContain(settled.proposal_open_contract.status);
  });

  it('refuses a settleable point after the delay', async () => {
    const { control } = simulator();
    await expect(control.setSettlementDelay('default', 60, 61)).rejects.toThrow();
    expect(await control.setSettlementDelay('default', 60, 60)).toBe(60);
  });

  it('refuses a delay that is not a whole number of seconds up to a day', async () => {
    const { control } = simulator();
    await expect(control.setSettlementDelay('default', -1)).rejects.toThrow();
    await expect(control.setSettlementDelay('default', 86_401)).rejects.toThrow();
    expect(await control.setSettlementDelay('default', 0)).toBe(0);
  });
});
