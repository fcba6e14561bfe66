import { randomBytes } from 'node:crypto';
import { DEFAULT_RELEASE, type ReleaseSetting } from '../domain/releases';
import { WorldError } from './world-error';
import type { ChangeLog } from '../store/change-log';
import { dataDirWorldStore, memoryWorldStore, type WorldRecord, type WorldStore } from '../store/registry-journal';
import { loadWorldFixture, type WorldFixture } from './fixture';
import { World } from './world';

export const DEFAULT_WORLD_ID = 'default';

/** World ids appear in URLs and file names. */
const WORLD_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export interface WorldRegistryOptions {
  /** Fixture of the default world (and of created worlds that name none). */
  fixture?: string;
  /** Seed of the default world (and of created worlds that give none). */
  seed?: number;
  /** Keep every world's changes under this directory; memory only without it. */
  dataDir?: string;
  /** Where world clocks read time when they run; wall time unless a test says otherwise. */
  timeSourceMs?: () => number;
}

export interface CreateWorldOptions {
  id?: string;
  /** Name under fixtures/worlds; the default world's fixture unless given. */
  fixture?: string;
  seed?: number;
}

/** A world and how it was made. */
export interface RegisteredWorld extends WorldRecord {
  world: World;
}

interface Slot extends RegisteredWorld {
  /** Makes the world's change log refuse further changes: it was reset or deleted. */
  retire(): void;
}

/**
 * A change log that drops appends once retired, so a stale World (a timer or a closing connection may
 * still hold it) never writes into its successor's journal, and never throws into that timer either.
 */
function retirable(log: ChangeLog): { log: ChangeLog; retire(): void } {
  let retired = false;
  return {
    log: {
      kept: log.kept,
      append: (change) => {
        if (!retired) log.append(change);
      },
    },
    retire: () => {
      retired = true;
    },
  };
}

function fixtureNamed(name: string): WorldFixture {
  try {
    return loadWorldFixture(name);
  } catch (error) {
    throw new WorldError('invalid', 'UnknownFixture', (error as Error).message);
  }
}

/** Short, URL-safe, lower case (file names may be case-insensitive). */
function generateId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * The simulator's worlds by id. The default world comes from the CLI's fixture and seed; others are
 * created, reset and deleted through the control API. With a data dir every creation, reset and
 * deletion is journaled before it is acknowledged, as is every world's every change, so a restart
 * restores them all.
 */
export class WorldRegistry {
  private readonly worlds = new Map<string, Slot>();
  private readonly store: WorldStore;
  private readonly defaults: { fixture: string; seed: number };
  /** The desktop app release every world's feed serves unless the world has its own. */
  release: ReleaseSetting = DEFAULT_RELEASE;

  constructor(private readonly options: WorldRegistryOptions = {}) {
    this.defaults = { fixture: options.fixture ?? 'default', seed: options.seed ?? 1 };
    this.store = options.dataDir ? dataDirWorldStore(options.dataDir, [DEFAULT_WORLD_ID]) : memoryWorldStore();
    for (const record of [{ id: DEFAULT_WORLD_ID, ...this.defaults }, ...this.store.created])
      this.register(this.build(record, loadWorldFixture(record.fixture), this.store.keptChangeLog(record.id)));
  }

  get defaultWorld(): World {
    return this.get(DEFAULT_WORLD_ID);
  }

  get(id: string): World {
    return this.entry(id).world;
  }

  /** The world and how it was made. */
  entry(id: string): RegisteredWorld {
    const { fixture, seed, world } = this.slot(id);
    return { id, fixture, seed, world };
  }

  /** The world, or undefined: for callers that answer a missing world themselves. */
  find(id: string): World | undefined {
    return this.worlds.get(id)?.world;
  }

  list(): RegisteredWorld[] {
    return [...this.worlds.keys()].map((id) => this.entry(id));
  }

  create({
    id = this.unusedId(),
    fixture = this.defaults.fixture,
    seed = this.defaults.seed,
  }: CreateWorldOptions = {}): World {
    if (!WORLD_ID_PATTERN.test(id))
      throw new WorldError('invalid', 'InvalidWorldId', `A world id is 1-64 letters, digits, "-" or "_", got "${id}".`);
    if (this.worlds.has(id)) throw new WorldError('conflict', 'WorldExists', `There is already a world "${id}".`);
    if (!Number.isSafeInteger(seed))
      throw new WorldError('invalid', 'InvalidSeed', `A seed is an integer, got ${seed}.`);
    const slot = this.build({ id, fixture, seed }, fixtureNamed(fixture), this.store.emptyChangeLog(id));
    this.store.record({ op: 'create', id, fixture, seed });
    return this.register(slot);
  }

  /** Back to its fixture and seed under the same id; its connections are dropped. */
  reset(id: string): World {
    const slot = this.slot(id);
    slot.retire();
    slot.world.dispose();
    slot.world.connections.dropAll('World reset');
    const fresh = this.build(slot, slot.world.fixture, this.store.emptyChangeLog(id));
    this.store.record({ op: 'reset', id });
    return this.register(fresh);
  }

  delete(id: string): void {
    if (id === DEFAULT_WORLD_ID)
      throw new WorldError('conflict', 'DefaultWorldKept', 'The default world can be reset but not deleted.');
    const slot = this.slot(id);
    this.store.record({ op: 'delete', id });
    slot.retire();
    slot.world.dispose();
    this.worlds.delete(id);
    slot.world.connections.dropAll('World deleted');
    this.store.discard(id);
  }

  /** Stops every world's timers; the server is stopping. */
  dispose(): void {
    for (const { world } of this.worlds.values()) world.dispose();
  }

  private slot(id: string): Slot {
    const slot = this.worlds.get(id);
    if (!slot) throw new WorldError('not_found', 'WorldNotFound', `There is no world "${id}".`);
    return slot;
  }

  private build({ id, fixture, seed }: WorldRecord, loaded: WorldFixture, changeLog: ChangeLog): Slot {
    const { log, retire } = retirable(changeLog);
    const world = new World({ id, seed, fixture: loaded, changeLog: log, timeSourceMs: this.options.timeSourceMs });
    return { id, fixture, seed, world, retire };
  }

  private register(slot: Slot): World {
    this.worlds.set(slot.id, slot);
    return slot.world;
  }

  private unusedId(): string {
    let id = generateId();
    while (this.worlds.has(id)) id = generateId();
    return id;
  }
}
