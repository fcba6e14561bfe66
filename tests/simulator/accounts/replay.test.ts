import { describe, expect, it } from 'vitest';
import type { WorldChange } from '../../../simulator/world/changes';
import { patchAccount } from '../../../simulator/world/account-admin';
import { loadWorldFixture } from '../../../simulator/world/fixture';
import { World } from '../../../simulator/world/world';

function recordingWorld(kept: WorldChange[] = []): { world: World; journal: WorldChange[] } {
  const journal: WorldChange[] = [...kept];
  const world = new World({
    id: 'replay',
    seed: 1,
    fixture: loadWorldFixture('default'),
    changeLog: { kept, append: (change) => journal.push(JSON.parse(JSON.stringify(change)) as WorldChange) },
  });
  return { world, journal };
}

describe('account changes in the journal', () => {
  it('replay to the same accounts, ledger and outbox', () => {
    const { world, journal } = recordingWorld();
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
    const restarted = recordingWorld(journal).world;
    expect(restarted.state).toEqual(world.state);
  });
});
