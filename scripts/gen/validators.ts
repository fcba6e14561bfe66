import standaloneCode from 'ajv/dist/standalone';
import type Ajv from 'ajv';
import { BANNER } from './types';
import type { CallSchemas, JsonSchema } from './schema-files';
import { requestAjv, responseAjv } from './ajv-instances';

/**
 * ajv's standalone output loads its runtime helpers (ucs2length for string lengths, equal, ...) with
 * `require("ajv/dist/runtime/x").default`. Those are CommonJS modules marked `__esModule`: a default
 * import of one gives its whole `exports` object under Node, and the function only where the loader
 * honours the marker (vitest, bundlers). A `require` made for the module keeps ajv's own calls exact
 * under every loader; the validators run in Node only (the simulator and the tests).
 */
const REQUIRE_HEADER = "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);";

function moduleFor(ajv: Ajv, exportsById: Record<string, string>): string {
  const code = standaloneCode(ajv, exportsById);
  return `${BANNER}// @ts-nocheck\n/* eslint-disable */\n${REQUIRE_HEADER}\n${code}\n`;
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
