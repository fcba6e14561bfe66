import { generateTypes } from './types';
import { generateValidators } from './validators';
import { generateValueLists } from './value-lists';
import { loadCallSchemas, loadCommonSchemas } from './schema-files';

/** Every generated file, by its path relative to schemas/generated. */
export async function generateAll(): Promise<Map<string, string>> {
  const calls = loadCallSchemas();
  const common = loadCommonSchemas();
  const files = new Map<string, string>();
  for (const [name, content] of await generateTypes(calls)) files.set(`types/${name}`, content);
  for (const [name, content] of await generateValueLists(common)) files.set(`types/${name}`, content);
  for (const [name, content] of generateValidators(common, calls)) files.set(`validators/${name}`, content);
  return files;
}
