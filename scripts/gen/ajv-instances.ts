import Ajv, { type Options } from 'ajv';
import type { CallSchemas, JsonSchema } from './schema-files';

/** Keywords of ours that only the type generator reads. */
const ANNOTATION_KEYWORDS = ['tsType'];

function build(options: Options, common: JsonSchema[], calls: CallSchemas[]): Ajv {
  const ajv = new Ajv({
    strict: true,
    allowUnionTypes: true,
    allErrors: true,
    code: { source: true, esm: true },
    ...options,
  });
  for (const keyword of ANNOTATION_KEYWORDS) ajv.addKeyword({ keyword, schemaType: 'string' });
  for (const schema of common) ajv.addSchema(schema);
  for (const { send, receive } of calls) ajv.addSchema(send).addSchema(receive);
  return ajv;
}

/**
 * Requests are checked the way the platform checks them: numeric and boolean strings are coerced and
 * schema defaults filled in, so callers validate a copy and echo the original.
 */
export function requestAjv(common: JsonSchema[], calls: CallSchemas[]): Ajv {
  return build({ coerceTypes: true, useDefaults: true, strictRequired: false }, common, calls);
}

/** Replies are checked exactly: a reply that breaks its schema is a simulator bug. */
export function responseAjv(common: JsonSchema[], calls: CallSchemas[]): Ajv {
  return build({ strictRequired: false }, common, calls);
}
