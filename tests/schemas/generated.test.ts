import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { generateAll } from '../../scripts/gen/generate';
import { GENERATED_DIR } from '../../scripts/gen/schema-files';

it('schemas/generated is what `npm run gen` writes from schemas/', async () => {
  const files = await generateAll();
  const stale = [...files].filter(([path, content]) => {
    try {
      return readFileSync(join(GENERATED_DIR, path), 'utf8') !== content;
    } catch {
      return true;
    }
  });
  expect(
    stale.map(([path]) => path),
    'run `npm run gen` and commit the result',
  ).toEqual([]);
}, 120_000);
