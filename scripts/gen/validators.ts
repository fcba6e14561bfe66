import standaloneCode from 'ajv/dist/standalone';
import type Ajv from 'ajv';
import { BANNER } from './types';
import type { CallSchemas, JsonSchema } from './schema-files';
import { requestAjv, responseAjv } from './ajv-instances';

/**
 * ajv's standalone output still loads a few runtime helpers with require(); rewrite them to imports
 * so the module is plain ESM for Node and for the bundler.
 */
function requireToImport(code: string): string {
  const imports = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)(\.default)?/g, (_all, path: string, dflt?: string) => {
    const name = `runtime${imports.size}`;
    const key = `${path}${dflt ?? ''}`;
    if (!imports.has(key)) imports.set(key, `${name}${dflt ? '' : 'Module'}`);
    return imports.get(key) as string;
  });
  const header = [...imports.entries()].map(([key, name]) => {
    const path = key.replace(/\.default$/, '');
    const file = path.startsWith('ajv/') ? `${path}.js` : path;
    return key.endsWith('.default') ? `import ${name} from '${file}';` : `import * as ${name} from '${file}';`;
  });
  return `${header.join('\n')}\n${body}`;
}

function moduleFor(ajv: Ajv, exportsById: Record<string, string>): string {
  const code = requireToImport(standaloneCode(ajv, exportsById));
  return `${BANNER}// @ts-nocheck\n/* eslint-disable */\n${code}\n`;
}

function declarations(names: string[]): string {
  const lines = [
    BANNER,
    "import type { ErrorObject } from 'ajv';",
    '',
    'export interface SchemaValidator {',
    '  (data: unknown): boolean;',
    '  errors?: ErrorObject[] | null;',
    '}',
    '',
    ...names.map((name) => `export declare const ${name}: SchemaValidator;`),
  ];
  return `${lines.join('\n')}\n`;
}

/** File name under schemas/generated/validators -> content. */
export function generateValidators(common: JsonSchema[], calls: CallSchemas[]): Map<string, string> {
  const requests = Object.fromEntries(calls.map(({ call }) => [call, `${call}/send.json`]));
  const responses = {
    ...Object.fromEntries(calls.map(({ call }) => [call, `${call}/receive.json`])),
    error_response: 'common/error.json',
  };
  return new Map([
    ['requests.js', moduleFor(requestAjv(common, calls), requests)],
    ['requests.d.ts', declarations(Object.keys(requests))],
    ['responses.js', moduleFor(responseAjv(common, calls), responses)],
    ['responses.d.ts', declarations(Object.keys(responses))],
  ]);
}
