import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMAS_DIR = resolve(fileURLToPath(new URL('../../schemas', import.meta.url)));
export const GENERATED_DIR = join(SCHEMAS_DIR, 'generated');

const NOT_CALLS = new Set(['common', 'generated']);

export type JsonSchema = Record<string, unknown>;

export interface CallSchemas {
  call: string;
  send: JsonSchema;
  receive: JsonSchema;
}

export function readJson(path: string): JsonSchema {
  return JSON.parse(readFileSync(path, 'utf8')) as JsonSchema;
}

/** Every call folder under schemas/, sorted, each with its send and receive schema. */
export function loadCallSchemas(): CallSchemas[] {
  return readdirSync(SCHEMAS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_CALLS.has(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((call) => {
      const dir = join(SCHEMAS_DIR, call);
      for (const file of ['send.json', 'receive.json']) {
        if (!existsSync(join(dir, file))) throw new Error(`schemas/${call}/${file} is missing`);
      }
      return { call, send: readJson(join(dir, 'send.json')), receive: readJson(join(dir, 'receive.json')) };
    });
}

export function loadCommonSchemas(): JsonSchema[] {
  const dir = join(SCHEMAS_DIR, 'common');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => readJson(join(dir, file)));
}

/** ping -> Ping, proposal_open_contract -> ProposalOpenContract */
export function pascalCase(call: string): string {
  return call
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
