import { describe, expect, it } from 'vitest';
import type { SingleChange, WorldChange } from '../../../simulator/world/changes';
import { loadWorldFixture } from '../../../simulator/world/fixture';
import { World } from '../../../simulator/world/world';
import { recordingWorld } from '../../support/recording-world';

const CITY = { type: 'user_updated', user_id: 14570002, settings: { address_city: 'Bogor' } } as const;
const PHONE = { type: 'user_updated', user_id: 14570002, settings: { phone: '+6281234567890' } } as const;

describe('committing world changes', () => {
  it('journals several changes of one call as one entry; listeners hear each once all are applied', () => {
    const { world, journal, restarted } = recordingWorld();
    const heard: [SingleChange, unknown][] = [];
    world.events.on('change', (change) => heard.push([change, world.state.accounts.users[14570002]?.settings.phone]));
    world.commit(CITY, PHONE);
    world.commit();
    expect(journal).toEqual([{ type: 'changes_together', changes: [CITY, PHONE] }]);
    expect(heard).toEqual([
      [CITY, '+6281234567890'],
      [PHONE, '+6281234567890'],
    ]);
    expect(restarted().state).toEqual(world.state);
  });

  it('refuses to start from a journal holding a kind of change it does not know', () => {
    const unknown = { type: 'balance_doubled', loginid: 'CR90000001' } as unknown as WorldChange;
    const start = () =>
      new World({
        id: 'unknown',
        seed: 1,
        fixture: loadWorldFixture('default'),
        changeLog: { kept: [unknown], append: () => undefined },
      });
    expect(start).toThrow('unknown world change {"type":"balance_doubled","loginid":"CR90000001"}');
  });
});
