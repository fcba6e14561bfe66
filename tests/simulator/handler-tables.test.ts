import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CallHandler } from '../../simulator/handlers/handler';
import { mergeHandlerTables } from '../../simulator/handlers/handler-tables';
import { handlers } from '../../simulator/handlers';

const answers = (reply: string): CallHandler<'ping'> & CallHandler<'time'> => ({
  handle: () => ({ ping: reply }) as never,
});

describe('merging the handler tables', () => {
  it('keeps every call of every table', () => {
    const merged = mergeHandlerTables({ system: { ping: answers('pong') }, time: { time: answers('now') } });
    expect(Object.keys(merged)).toEqual(['ping', 'time']);
  });

  it('fails, naming the call and both tables, when two tables claim one call', () => {
    expect(() =>
      mergeHandlerTables({ systemHandlers: { ping: answers('pong') }, otherHandlers: { ping: answers('pang') } }),
    ).toThrow('ping is claimed by both systemHandlers and otherHandlers');
  });

  it('holds for the tables the simulator starts with', () => {
    expect(handlers).toHaveProperty('buy');
  });
});

describe('the handler folders', () => {
  const root = new URL('../../simulator/handlers/', import.meta.url);
  const groups = ['accounts', 'contracts', 'markets', 'money', 'system'];

  // Each file is compiled as it is imported, within the test: more than the default 5 s on a busy machine.
  it.each(groups)(
    '%s/ holds only handler tables: each file exports one, shared code lives in support/',
    { timeout: 30_000 },
    async (group) => {
      const files = readdirSync(new URL(`${group}/`, root)).filter((name) => name.endsWith('.ts'));
      const withoutTable: string[] = [];
      for (const file of files) {
        const exported: Record<string, unknown> = await import(new URL(`${group}/${file}`, root).href);
        if (!Object.keys(exported).some((name) => name.endsWith('Handlers'))) withoutTable.push(file);
      }
      expect(withoutTable).toEqual([]);
    },
  );
});
