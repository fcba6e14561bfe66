import { describe, expect, it } from 'vitest';
import type { CallHandler } from '../../simulator/handlers/handler';
import { mergeHandlerTables } from '../../simulator/handlers/handler-tables';

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

  it('holds for the tables the simulator starts with', async () => {
    await expect(import('../../simulator/handlers')).resolves.toHaveProperty('handlers.buy');
  });
});
