import { describe, expect, it } from 'vitest';
import { patchAccount } from '../../../simulator/world/account-admin';
import { recordingWorld } from '../../support/recording-world';

describe('account changes in the journal', () => {
  it('replay to the same accounts, ledger and outbox', () => {
    const { world, restarted } = recordingWorld();
    patchAccount(world, 'CR90000001', { balance: '99.99', status: { set: ['authenticated'] }, residence: 'my' });
    patchAccount(world, 'CR90000004', { currency: 'BTC', balance: '0.5' });
    world.commit({ type: 'user_updated', user_id: 14570002, settings: { address_city: 'Bogor' } });
    world.commit({
      type: 'email_sent',
      email: {
        to: 'real@example.com',
        type: 'reset_password',
        subject: 'Reset your password',
        code: 'Ab12Cd34',
        time: 5,
      },
    });
    const restart = restarted();
    expect(restart.state).toEqual(world.state);
  });
});
