import type { WorldChange } from '../../simulator/world/changes';
import { loadWorldFixture, type WorldFixture } from '../../simulator/world/fixture';
import { World } from '../../simulator/world/world';

export interface RecordingWorld {
  world: World;
  /** Every change the world committed, oldest first, each a JSON copy as a journal file keeps it. */
  journal: WorldChange[];
  /** A new world of the same id, seed and fixture that starts from the journal, as a restart does. */
  restarted(): World;
}

/** A world (the default fixture unless given one) that records its changes, to check that they replay. */
export function recordingWorld(fixture: WorldFixture = loadWorldFixture('default'), seed = 1): RecordingWorld {
  const journal: WorldChange[] = [];
  const world = new World({
    id: 'replay',
    seed,
    fixture,
    changeLog: { kept: [], append: (change) => journal.push(JSON.parse(JSON.stringify(change)) as WorldChange) },
  });
  return {
    world,
    journal,
    restarted: () => new World({ id: 'replay', seed, fixture, changeLog: { kept: journal, append: () => undefined } }),
  };
}
