import type { WorldChange } from '../world/changes';
import { openJsonLines } from './json-lines';

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

/** A JSON-lines journal of a world's changes (see openJsonLines: appended before acknowledging). */
export function journalChangeLog(path: string): ChangeLog {
  return openJsonLines<WorldChange>(path);
}
