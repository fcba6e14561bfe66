import { describe, expect, it } from 'vitest';
import { ControlRequestError } from '../../../simulator/control-client';
import { authorized, errorCode, tokenOf, useSimulator } from '../accounts/support';
import { buy, HIGHER_5_MINUTES, RISE_5_TICKS, START } from './support';

const { simulator, open } = useSimulator();

type Message = Record<string, unknown>;

function errorOf(reply: Message): { code: string; message: string } {
  const error = reply.error as { code: string; message: string } | undefined;
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(reply).slice(0, 300)}`);
  return { code: error.code, message: error.message };
}

async function frozenAtStart(): Promise<void> {
  await simulator().control.setClock('default', START);
  await simulator().control.freezeClock('default');
}

describe('per-world limit overrides', () => {
  it('proposal checks payouts and stakes against the world limits and reports them', async () => {
    await frozenAtStart();
    const socket = await open();
    const payout200 = { proposal: 1, ...HIGHER_5_MINUTES, amount: 200 };
    const defaults = (await socket.call(payout200)).proposal as Message;
    expect(defaults.validation_params).toEqual({ payout: { max: '5000.00' }, stake: { min: '0.35' } });

    await simulator().control.setLimits('default', { max_payout: 100 });
    expect(errorOf(await socket.call(payout200))).toEqual({
      code: 'ContractBuyValidationError',
      message: 'Minimum stake of 0.35 and maximum payout of 100.00. Current payout is 200.00.',
    });
    const within = (await socket.call({ ...payout200, amount: 100 })).proposal as Message;
    expect(within.validation_params).toEqual({ payout: { max: '100.00' }, stake: { min: '0.35' } });

    await simulator().control.setLimits('default', { min_stake: 20 });
    const stake10 = await socket.call({ proposal: 1, ...RISE_5_TICKS });
    expect(errorOf(stake10).message).toBe(
      'Minimum stake of 20.00 and maximum payout of 5000.00. Current stake is 10.00.',
    );
    await simulator().control.setLimits('default', { min_stake: 20, min_stake_by_market: { synthetic_index: 5 } });
    expect((await socket.call({ proposal: 1, ...RISE_5_TICKS })).proposal).toMatchObject({
      validation_params: { stake: { min: '5.00' } },
    });

    await simulator().control.setLimits('default', {});
    expect((await socket.call(payout200)).proposal).toMatchObject({ payout: 200 });
  });

  it('buy honours the payout, open-position and open-payout limits', async () => {
    await frozenAtStart();
    const socket = await authorized(open, tokenOf('CR90000001'));
    await simulator().control.setLimits('default', { max_payout_by_category: { callput: 50 } });
    const refused = await socket.call({ buy: 1, price: 100, parameters: { ...HIGHER_5_MINUTES, amount: 60 } });
    expect(errorOf(refused).message).toBe(
      'Minimum stake of 0.35 and maximum payout of 50.00. Current payout is 60.00.',
    );

    await simulator().control.setLimits('default', { max_open_positions: 1 });
    await buy(socket, RISE_5_TICKS);
    const second = await socket.call({ buy: 1, price: 100, parameters: RISE_5_TICKS });
    expect(errorOf(second)).toEqual({
      code: 'OpenPositionLimit',
      message:
        'Sorry, you cannot hold more than 1 contracts at a given time. Please wait until some contracts have closed and try again.',
    });

    await simulator().control.setLimits('default', { max_open_payout: 25 });
    const overPayout = await socket.call({ buy: 1, price: 100, parameters: { ...HIGHER_5_MINUTES, amount: 10 } });
    expect(errorOf(overPayout)).toEqual({
      code: 'OpenPositionPayoutLimit',
      message: 'Sorry, the aggregate payouts of contracts on your account cannot exceed USD25.00.',
    });
  });

  it('landing_company_details reports the stake and payout bounds proposal uses', async () => {
    const socket = await open();
    const details = async () =>
      ((await socket.call({ landing_company_details: 'maltainvest' })).landing_company_details as Message)
        .currency_config;
    expect(await details()).toMatchObject({ forex: { USD: { max_payout: 5000, min_stake: 5 } } });
    await simulator().control.setLimits('default', { max_payout: 300, min_stake: 1 });
    expect(await details()).toMatchObject({
      forex: { USD: { max_payout: 300, min_stake: 1 } },
      synthetic_index: { USD: { max_payout: 300, min_stake: 1 } },
    });
  });

  it('get_limits reports the world limits', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const before = (await socket.call({ get_limits: 1 })).get_limits as Message;
    expect(before).toMatchObject({ open_positions: 100, payout: 50_000, account_balance: 300_000 });
    await simulator().control.setLimits('default', {
      max_open_positions: 7,
      max_open_payout: 900,
      max_balance: 20_000,
      withdrawal_limit: 300,
    });
    const after = (await socket.call({ get_limits: 1 })).get_limits as Message;
    expect(after).toMatchObject({
      open_positions: 7,
      payout: 900,
      account_balance: 20_000,
      num_of_days_limit: 300,
      lifetime_limit: 300,
    });
  });

  it('starts a world with its fixture limits and journals changes', async () => {
    const { control, registry } = simulator();
    const world = await control.createWorld({ id: 'tight', fixture: 'tight-limits' });
    expect(await control.limits(world.id)).toEqual({ max_payout: 100, min_stake: 2, max_open_positions: 2 });
    await control.setLimits(world.id, { max_payout: 70 });
    expect(registry.get(world.id).state.limits).toEqual({ max_payout: 70 });
    await control.deleteWorld(world.id);
  });

  it('refuses unknown fields and values that are not above 0', async () => {
    const { control } = simulator();
    const refusal = (limits: unknown) =>
      control.call('PUT', '/worlds/default/limits', limits).then(
        () => undefined,
        (error: ControlRequestError) => ({ status: error.status, code: error.code }),
      );
    const invalid = { status: 400, code: 'InvalidBody' };
    expect(await refusal({ max_payot: 5 })).toEqual(invalid);
    expect(await refusal({ max_payout: 0 })).toEqual(invalid);
    expect(await refusal({ max_open_positions: 1.5 })).toEqual(invalid);
    expect(await refusal({ max_payout_by_category: { digits: 'many' } })).toEqual(invalid);
    expect(await control.limits('default')).toEqual({});
    const socket = await open();
    expect(errorCode(await socket.call({ proposal: 1, ...RISE_5_TICKS }))).toBeUndefined();
  });
});
