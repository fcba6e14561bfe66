import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../simulator/domain/rate-limits';
import { handlers } from '../../simulator/handlers';
import { responseProblems } from '../../simulator/transport/validation';
import { testDispatcher } from '../support/dispatcher';
import { exampleRequests, mutatedRequest } from '../support/fuzz/frames';

const unlimited = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((bucket) => [bucket, { minutely: 1e9, hourly: 1e9 }]),
) as RateLimits;

const anyFrame = fc.oneof(
  mutatedRequest,
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  fc.constantFrom(...exampleRequests).map((request) => JSON.stringify(request)),
);

describe('the simulator under random and mutated input', () => {
  // 3000 frames reach every served call (market calls walking a day of ticks, password hashing): more than
  // the default 5 s on a loaded machine.
  it(
    'answers every frame with replies that are valid against their schemas, and never fails inside',
    { timeout: 60_000 },
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
