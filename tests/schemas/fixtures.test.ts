import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as requests from '../../schemas/generated/validators/requests.js';
import * as responses from '../../schemas/generated/validators/responses.js';
import type { SchemaValidator } from '../../schemas/generated/validators/requests.js';
import { CALL_NAMES } from '../../schemas/generated/types';
import { referenceAvailable, referenceValidator, SPEC_EXTENSION_MARK } from '../support/reference-schemas';
import { SPEC_CALLS } from './spec-calls';

const FIXTURES_DIR = resolve(fileURLToPath(new URL('../../fixtures/messages', import.meta.url)));

function fixtures(call: string, kind: 'request' | 'response' | 'error'): [string, unknown][] {
  const dir = join(FIXTURES_DIR, call);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file === `${kind}.json` || (file.startsWith(`${kind}.`) && file.endsWith('.json')))
    .sort()
    .map((file) => [file, JSON.parse(readFileSync(join(dir, file), 'utf8'))]);
}

function problems(validate: SchemaValidator, message: unknown): string {
  return validate(structuredClone(message)) ? '' : JSON.stringify(validate.errors, null, 1);
}

function validatorOf(module: object, name: string): SchemaValidator {
  const validator = (module as Record<string, SchemaValidator | undefined>)[name];
  if (!validator) throw new Error(`schemas/generated has no validator ${name}: run npm run gen`);
  return validator;
}

describe('schemas', () => {
  it('exist for every call the specification names', () => {
    expect([...CALL_NAMES].sort()).toEqual([...SPEC_CALLS].sort());
  });
});

if (!referenceAvailable) {
  console.warn('NOTICE: ../shared/reference/api-v3 is absent; fixtures are checked against our schemas only.');
}

describe.each([...CALL_NAMES])('fixtures of %s', (call) => {
  const requestFixtures = fixtures(call, 'request');
  const responseFixtures = fixtures(call, 'response');
  const errorFixtures = fixtures(call, 'error');

  it('include at least one request and one response', () => {
    expect(requestFixtures.length).toBeGreaterThan(0);
    expect(responseFixtures.length).toBeGreaterThan(0);
  });

  it.each(requestFixtures)('%s is a valid request', (_file, message) => {
    expect(problems(validatorOf(requests, call), message)).toBe('');
  });

  it.each([...responseFixtures])('%s is a valid response', (_file, message) => {
    expect(problems(validatorOf(responses, call), message)).toBe('');
  });

  it.each([...errorFixtures])('%s is a valid error reply', (_file, message) => {
    expect(problems(responses.error_response, message)).toBe('');
  });

  const publicOnly = (list: [string, unknown][]) => list.filter(([file]) => !file.includes(SPEC_EXTENSION_MARK));

  it.skipIf(!referenceAvailable).each(publicOnly(requestFixtures))(
    '%s agrees with the public send schema',
    (_f, message) => {
      const validate = referenceValidator(call, 'send');
      expect(validate, `reference schema for ${call}`).toBeDefined();
      expect(validate?.(message), JSON.stringify(validate?.errors)).toBe(true);
    },
  );

  it.skipIf(!referenceAvailable).each(publicOnly([...responseFixtures, ...errorFixtures]))(
    '%s agrees with the public receive schema',
    (_file, message) => {
      const validate = referenceValidator(call, 'receive');
      expect(validate?.(message), JSON.stringify(validate?.errors)).toBe(true);
    },
  );
});
