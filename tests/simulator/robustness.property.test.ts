import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../simulator/domain/rate-limits';
import { handlers } from '../../simulator/handlers';
import type { JsonObject } from '../../simulator/transport/envelope';
import { responseProblems } from '../../simulator/transport/validation';
import { testDispatcher } from '../support/dispatcher';

const MESSAGES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/messages');

/** Every example request in fixtures/, as the seeds for mutation. */
const exampleRequests: JsonObject[] = readdirSync(MESSAGES_DIR).flatMap((call) =>
  readdirSync(join(MESSAGES_DIR, call))
    .filter((file) => file.startsWith('request'))
    .map((file) => JSON.parse(readFileSync(join(MESSAGES_DIR, call, file), 'utf8')) as JsonObject),
);

const unlimited = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((bucket) => [bucket, { minutely: 1e9, hourly: 1e9 }]),
) as RateLimits;

/** A valid request with one field dropped, replaced by any JSON, or one field added. */
const mutatedRequest = fc
  .tuple(fc.constantFrom(...exampleRequests), fc.nat(), fc.jsonValue(), fc.string({ maxLength: 12 }))
  .map(([request, pick, value, extraKey]) => {
    const copy: Record<string, unknown> = structuredClone(request);
    const keys = Object.keys(copy);
    const key = keys[pick % keys.length]!;
    const mutation = pick % 3;
    if (mutation === 0) delete copy[key];
    else if (mutation === 1) copy[key] = value;
    else copy[extraKey || 'extra'] = value;
    return JSON.stringify(copy);
  });

const anyFrame = fc.oneof(
  mutatedRequest,
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  fc.constantFrom(...exampleRequests).map((request) => JSON.stringify(request)),
);

describe('the simulator under random and mutated input', () => {
  // A hundred frames include market calls that walk a day of ticks; on a loaded machine that passes 5 s.
  it(
    'answers every frame with replies that are valid against their schemas, and never fails inside',
    { timeout: 30_000 },
    async () => {
      let second = 0;
      const connection = testDispatcher(handlers, {
        fixture: { rate_limits: unlimited },
        keepAliveNowMs: () => (second += 1_000),
      });
      await fc.assert(
        fc.asyncProperty(anyFrame, async (frame) => {
          const replies = await connection.dispatch(frame);
          expect(replies.length).toBeGreaterThan(0);
          for (const reply of replies) {
            expect(responseProblems(reply), JSON.stringify(reply)).toBeUndefined();
            const code = (reply.error as { code?: string } | undefined)?.code;
            expect(['OutputValidationFailed', 'InternalServerError']).not.toContain(code);
          }
        }),
        { numRuns: 3000 },
      );
      expect(connection.logged).toEqual([]);
    },
  );
});
