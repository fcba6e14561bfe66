import { describe, expect, it } from 'vitest';
import { generateValueLists } from '../../scripts/gen/value-lists';

describe('generateValueLists', () => {
  it('writes a common schema of enums as a constant named after its file, following references within it', async () => {
    const files = await generateValueLists([
      {
        $id: 'common/tick-counts.json',
        description: 'How many ticks a contract may run.',
        definitions: {
          short: { type: 'string', enum: ['1', '2'] },
          alias: { $ref: '#/definitions/short' },
        },
      },
    ]);
    expect([...files.keys()]).toEqual(['tick-counts.ts']);
    const source = files.get('tick-counts.ts') ?? '';
    expect(source).toContain('/** How many ticks a contract may run. */');
    expect(source).toContain("export const TICK_COUNTS = { short: ['1', '2'], alias: ['1', '2'] } as const;");
  });

  it('leaves out a common schema with a definition that is not a list of values, or references round in a circle', async () => {
    const files = await generateValueLists([
      { $id: 'common/envelope.json', definitions: { req_id: { type: 'integer' } } },
      { $id: 'common/error.json', type: 'object' },
      { $id: 'common/circle.json', definitions: { a: { $ref: '#/definitions/b' }, b: { $ref: '#/definitions/a' } } },
    ]);
    expect(files.size).toBe(0);
  });
});
