import { appendFileSync, existsSync, mkdirSync, readFileSync, truncateSync } from 'node:fs';
import { dirname } from 'node:path';
import type { WorldChange } from '../world/changes';

/** Where a world's changes are kept before they are acknowledged. */
export interface ChangeLog {
  /** The changes kept from earlier runs, oldest first. */
  readonly kept: WorldChange[];
  append(change: WorldChange): void;
}

/** Memory only: nothing survives a restart. */
export function memoryChangeLog(): ChangeLog {
  return { kept: [], append: () => undefined };
}

/** The whole lines of a journal that parse, and the byte length they take. */
function readIntact(path: string): { changes: WorldChange[]; bytes: number } {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const changes: WorldChange[] = [];
  let bytes = 0;
  for (const line of text.split('\n').slice(0, -1)) {
    try {
      changes.push(JSON.parse(line) as WorldChange);
    } catch {
      break;
    }
    bytes += Buffer.byteLength(line) + 1;
  }
  return { changes, bytes };
}

/**
 * An append-only JSON-lines file. Each change is written with a synchronous append before the caller
 * goes on, so a process killed right after acknowledging a change still has it on disk. A torn last
 * line (the process died mid-write, so the change was never acknowledged) is cut off on opening.
 */
export function journalChangeLog(path: string): ChangeLog {
  mkdirSync(dirname(path), { recursive: true });
  const { changes, bytes } = readIntact(path);
  if (existsSync(path)) truncateSync(path, bytes);
  return {
    kept: changes,
    append: (change) => appendFileSync(path, `${JSON.stringify(change)}\n`),
  };
}
