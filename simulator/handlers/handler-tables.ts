import type { HandlerTable } from './handler';

/**
 * One table of every call from the tables of each domain, keyed by the tables' names. Throws, at
 * start-up, when two tables claim the same call: spread one over the other and the later would
 * silently win.
 */
export function mergeHandlerTables(tables: Readonly<Record<string, HandlerTable>>): HandlerTable {
  const claimedBy = new Map<string, string>();
  for (const [tableName, table] of Object.entries(tables)) {
    for (const call of Object.keys(table)) {
      const earlier = claimedBy.get(call);
      if (earlier) throw new Error(`${call} is claimed by both ${earlier} and ${tableName}`);
      claimedBy.set(call, tableName);
    }
  }
  return Object.assign({}, ...Object.values(tables));
}
