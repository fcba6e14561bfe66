import AjvDraft04 from 'ajv-draft-04';
import type { ValidateFunction } from 'ajv';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The public API's own schemas, kept beside the checkout in ../shared (absent in a user's clone). */
export const REFERENCE_DIR = resolve(fileURLToPath(new URL('../../../shared/reference/api-v3', import.meta.url)));

export const referenceAvailable = existsSync(REFERENCE_DIR);

/**
 * A fixture whose file name holds this mark uses a field the specification adds to the public API
 * (e.g. product_type multi_barrier); the public schema rejects it, so it is checked against ours only.
 */
export const SPEC_EXTENSION_MARK = '.spec-extension';

const REGEX_SYNTAX = new Set([...'\\^$.|?*+()[]{}/-dDwWsSbBnrtfvu0123456789pPkcx']);

/** Perl-only pattern syntax in the reference files, rewritten to what a JavaScript `u` RegExp accepts. */
export function toJsPattern(pattern: string): string {
  return pattern
    .replace(/\[\[:xdigit:\]\]/g, '[0-9a-fA-F]')
    .replace(/\\x\{([0-9a-fA-F]+)\}/g, '\\u{$1}')
    .replace(/\\(.)/gu, (all, char: string) => (REGEX_SYNTAX.has(char) ? all : char));
}

function rewritePatterns(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewritePatterns);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'pattern' && typeof value === 'string' ? toJsPattern(value) : rewritePatterns(value),
    ]),
  );
}

const ajv = new AjvDraft04({ strict: false, allErrors: true, validateFormats: false });
const cache = new Map<string, ValidateFunction>();

/** The reference validator for one call's send or receive schema, or undefined when it has none. */
export function referenceValidator(call: string, side: 'send' | 'receive'): ValidateFunction | undefined {
  const key = `${call}/${side}`;
  if (!cache.has(key)) {
    const path = join(REFERENCE_DIR, call, `${side}.json`);
    if (!existsSync(path)) return undefined;
    const schema = rewritePatterns(JSON.parse(readFileSync(path, 'utf8'))) as object;
    cache.set(key, ajv.compile(schema));
  }
  return cache.get(key);
}
