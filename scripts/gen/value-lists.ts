import { format } from 'prettier';
import { BANNER } from './types';
import type { JsonSchema } from './schema-files';

type Definitions = Record<string, JsonSchema>;

/** A definition's allowed values, following `#/definitions/x` references within its file (not round in a circle). */
function allowedValues(definitions: Definitions, name: string, seen = new Set<string>()): unknown[] | undefined {
  const definition = definitions[name];
  const ref = definition?.$ref;
  if (typeof ref !== 'string') return Array.isArray(definition?.enum) ? definition.enum : undefined;
  if (seen.has(name)) return undefined;
  return allowedValues(definitions, ref.replace('#/definitions/', ''), seen.add(name));
}

/** The file's module: its lists as one constant named after the file (financial-answers -> FINANCIAL_ANSWERS). */
async function listsModule(stem: string, schema: JsonSchema, definitions: Definitions): Promise<string> {
  const lists = Object.fromEntries(Object.keys(definitions).map((name) => [name, allowedValues(definitions, name)]));
  const doc = typeof schema.description === 'string' ? `/** ${schema.description} */\n` : '';
  const name = stem.replace(/-/g, '_').toUpperCase();
  const source = `${BANNER}\n${doc}export const ${name} = ${JSON.stringify(lists)} as const;\n`;
  return format(source, { parser: 'typescript', singleQuote: true, printWidth: 110 });
}

/**
 * The common schemas that are lists of allowed values (every definition an enum, or a reference to one
 * in the same file), as TypeScript values the app and the simulator read: file name -> content.
 */
export async function generateValueLists(common: JsonSchema[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const schema of common) {
    const definitions = schema.definitions as Definitions | undefined;
    if (!definitions || !Object.keys(definitions).every((name) => allowedValues(definitions, name))) continue;
    const stem = String(schema.$id)
      .replace(/^.*\//, '')
      .replace(/\.json$/, '');
    files.set(`${stem}.ts`, await listsModule(stem, schema, definitions));
  }
  return files;
}
