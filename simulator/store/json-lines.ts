import { appendFileSync, existsSync, mkdirSync, readFileSync, truncateSync } from 'node:fs';
import { dirname } from 'node:path';

/** An append-only file of JSON values, one a line. */
export interface JsonLines<T> {
  /** The entries written by earlier runs, oldest first. */
  readonly kept: T[];
  append(entry: T): void;
}

/** The whole lines of a journal that parse, and the byte length they take. */
function readIntact<T>(path: string): { entries: T[]; bytes: number } {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const entries: T[] = [];
  let bytes = 0;
  for (const line of text.split('\n').slice(0, -1)) {
    try {
      entries.push(JSON.parse(line) as T);
    } catch {
      break;
    }
    bytes += Buffer.byteLength(line) + 1;
  }
  return { entries, bytes };
}

/**
 * Opens (or creates) a JSON-lines journal. Each entry is written with a synchronous append before the
 * caller goes on, so a process killed right after acknowledging an entry still has it on disk. A torn
 * last line (the process died mid-write, so the entry was never acknowledged) is cut off on opening.
 */
export function openJsonLines<T>(path: string): JsonLines<T> {
  mkdirSync(dirname(path), { recursive: true });
  const { entries, bytes } = readIntact<T>(path);
  if (existsSync(path)) truncateSync(path, bytes);
  return {
    kept: entries,
    append: (entry) => appendFileSync(path, `${JSON.stringify(entry)}\n`),
  };
}
