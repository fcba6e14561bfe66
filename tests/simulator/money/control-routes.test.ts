import { describe, expect, it } from 'vitest';
import { useSimulator } from './support';

const { simulator } = useSimulator();

describe('money routes of the control API', () => {
  it('forces and clears cashier asks, refusing unknown asks and accounts', async () => {
    const control = simulator().control;
    expect(await control.forceCashierAsks('default', 'CR90000001', { asks: ['ASK_TNC_APPROVAL'] })).toEqual({
      asks: ['ASK_TNC_APPROVAL'],
      missing_details: [],
    });
    expect(simulator().world.state.cashier.forced['CR90000001']?.asks).toEqual(['ASK_TNC_APPROVAL']);
    await expect(control.forceCashierAsks('default', 'CR90000001', { asks: ['ASK_NOTHING'] })).rejects.toMatchObject({
      status: 400,
      code: 'InvalidAsk',
    });
    await expect(control.forceCashierAsks('default', 'CR00000000', { asks: [] })).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      control.call('PUT', '/worlds/default/accounts/CR90000001/cashier-asks', { asks: 'ASK_TNC_APPROVAL' }),
    ).rejects.toMatchObject({ status: 400, code: 'InvalidBody' });
  });

  it('reads an MT5 account, 404 for an unknown login', async () => {
    const control = simulator().control;
    expect(await control.getMt5Account('default', 'MTR1003')).toEqual({
      login: 'MTR1003',
      user_id: expect.any(Number),
      group: 'real\\mamm\\svg_standard',
      currency: 'USD',
      leverage: 1000,
      balance: 1200,
      manager_id: 'MTR9001',
    });
    await expect(control.getMt5Account('default', 'MTR0')).rejects.toMatchObject({ status: 404 });
  });
});
