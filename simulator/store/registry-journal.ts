import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { journalChangeLog, memoryChangeLog, type ChangeLog } from './change-log';
import { openJsonLines, type JsonLines } from './json-lines';

/** A world the registry created, as its journal keeps it. */
export interface WorldRecord {
  id: string;
  /** Name of its fixture under fixtures/worlds. */
  fixture: string;
  seed: number;
}

/** What happened to the set of worlds; each entry is written before the control API answers. */
export type RegistryEntry =
  ({ op: 'create' } & WorldRecord) | { op: 'reset'; id: string } | { op: 'delete'; id: string };

/** Where the registry keeps its worlds: in memory, or under a data dir that survives restarts. */
export interface WorldStore {
  /** Worlds created by earlier runs and not deleted, oldest first. */
  readonly created: WorldRecord[];
  record(entry: RegistryEntry): void;
  /** A fresh, empty change log for a world, discarding whatever it kept before. */
  emptyChangeLog(id: string): ChangeLog;
  /** The change log a world kept so far. */
  keptChangeLog(id: string): ChangeLog;
  /** Forgets a deleted world's changes. */
  discard(id: string): void;
}

export function memoryWorldStore(): WorldStore {
  return {
    created: [],
    record: () => undefined,
    emptyChangeLog: () => memoryChangeLog(),
    keptChangeLog: () => memoryChangeLog(),
    discard: () => undefined,
  };
}

function replay(entries: RegistryEntry[]): WorldRecord[] {
  const live = new Map<string, WorldRecord>();
  for (const entry of entries) {
    if (entry.op === 'create') live.set(entry.id, { id: entry.id, fixture: entry.fixture, seed: entry.seed });
    else if (entry.op === 'delete') live.delete(entry.id);
  }
  return [...live.values()];
}

/**
 * `<dir>/registry.jsonl` journals creations, resets and deletions; `<dir>/worlds/<id>.jsonl` holds each
 * world's changes. A world's journal is removed (one unlink) before its creation or reset is recorded,
 * and after its deletion is recorded, so a crash between the two steps leaves a state that replays to
 * what was acknowledged. Journals of worlds that no longer exist are cleaned up on opening.
 */
export function dataDirWorldStore(dataDir: string, keepIds: readonly string[]): WorldStore {
  const registry: JsonLines<RegistryEntry> = openJsonLines(join(dataDir, 'registry.jsonl'));
  const worldsDir = join(dataDir, 'worlds');
  const journalOf = (id: string) => join(worldsDir, `${id}.jsonl`);
  const created = replay(registry.kept);

  const live = new Set([...keepIds, ...created.map((world) => world.id)]);
  mkdirSync(worldsDir, { recursive: true });
  for (const file of readdirSync(worldsDir, { withFileTypes: true })) {
    const id = file.name.replace(/\.jsonl$/, '');
    if (file.isFile() && !live.has(id)) rmSync(join(worldsDir, file.name), { force: true });
  }

  return {
    created,
    record: (entry) => registry.append(entry),
    emptyChangeLog: (id) => {
      rmSync(journalOf(id), { force: true });
      return journalChangeLog(journalOf(id));
    },
    keptChangeLog: (id) => journalChangeLog(journalOf(id)),
    discard: (id) => rmSync(journalOf(id), { force: true }),
  };
}
