import { describe, expect, it } from 'vitest';
import { handlers } from '../../../simulator/handlers';
import { recordingWorld } from '../../support/recording-world';
import { testDispatcher } from '../../support/dispatcher';
import { tokenOf } from './support';

describe('money changes in the journal', () => {
  it('replay to the same cashier, MT5, rates and ledger state', async () => {
    const { world, restarted } = recordingWorld();
    const connection = testDispatcher(handlers, { world });
    const calls = [
      { authorize: tokenOf('CR90000001'), tokens: [tokenOf('CR90000002')] },
      { cashier_password: 1, lock_password: 'Secret123' },
      { cashier: 'deposit', loginid: 'CR90000002' },
      { transfer_between_accounts: 1, account_from: 'CR90000001', account_to: 'CR90000002', amount: 100 },
      {
        mt5_new_account: 1,
        account_type: 'financial',
        mt5_account_type: 'financial_stp',
        email: 'real@example.com',
        leverage: 100,
        mainPassword: 'Abcd1234x',
        name: 'Budi',
      },
      { mt5_deposit: 1, from_binary: 'CR90000001', to_mt5: 'MTR1006', amount: 50 },
      { mt5_password_change: 1, login: 'MTR1006', old_password: 'Abcd1234x', new_password: 'Efgh5678y' },
      { mt5_mamm: 1, login: '1003', action: 'revoke' },
    ];
    for (const call of calls) expect((await connection.dispatch(call))[0]?.error).toBeUndefined();
    world.commit({ type: 'exchange_rate_set', currency: 'BTC', usd_price: '95000' });
    const restart = restarted();
    expect(restart.state).toEqual(world.state);
    expect(restart.state.mt5.accounts['MTR1006']).toBeDefined();
    expect(Object.keys(restart.state.cashier.frames)).toHaveLength(1);
  });
});
