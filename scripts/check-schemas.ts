/**
 * Checks some calls' schemas and fixtures in memory, without touching schemas/generated:
 *   npx tsx scripts/check-schemas.ts ping time ...
 * Each schema must compile (ajv strict, and to TypeScript); each fixture must pass our schema and the
 * public reference schema in ../shared/reference/api-v3.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requestAjv, responseAjv } from './gen/ajv-instances';
import { loadCommonSchemas, readJson, SCHEMAS_DIR, type CallSchemas } from './gen/schema-files';
import { generateTypes } from './gen/types';
import { referenceAvailable, referenceValidator, SPEC_EXTENSION_MARK } from '../tests/support/reference-schemas';

const calls: CallSchemas[] = process.argv.slice(2).map((call) => ({
  call,
  send: readJson(join(SCHEMAS_DIR, call, 'send.json')),
  receive: readJson(join(SCHEMAS_DIR, call, 'receive.json')),
}));
const common = loadCommonSchemas();
const requests = requestAjv(common, calls);
const responses = responseAjv(common, calls);
await generateTypes(calls);

let failures = 0;
function report(label: string, ok: boolean | undefined, errors: unknown): void {
  if (ok) return;
  failures += 1;
  console.log(`FAIL ${label}\n${JSON.stringify(errors, null, 1)}`);
}

for (const { call } of calls) {
  const dir = join(SCHEMAS_DIR, '..', 'fixtures', 'messages', call);
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : [];
  if (!files.some((f) => f.startsWith('request')) || !files.some((f) => f.startsWith('response'))) {
    report(`${call}: needs request*.json and response*.json fixtures`, false, files);
  }
  for (const file of files) {
    const message = JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
    const isRequest = file.startsWith('request');
    const ours = isRequest
      ? requests.getSchema(`${call}/send.json`)
      : responses.getSchema(file.startsWith('error') ? 'common/error.json' : `${call}/receive.json`);
    report(`${call}/${file} (ours)`, ours?.(structuredClone(message)) as boolean, ours?.errors);
    if (referenceAvailable && !file.includes(SPEC_EXTENSION_MARK)) {
      const reference = referenceValidator(call, isRequest ? 'send' : 'receive');
      report(`${call}/${file} (reference)`, reference?.(message), reference?.errors);
    }
  }
}
console.log(failures === 0 ? `ok: ${calls.length} calls` : `${failures} problems`);
process.exit(failures === 0 ? 0 : 1);
