/**
 * Random and hostile frames over a real socket (deep nesting, huge numbers, prototype names, binary
 * frames, invalid UTF-8): every frame is answered, every message passes our schemas and the public
 * ones, nothing fails inside, and the process lives. `npm run fuzz` runs the same frames for longer
 * against the simulator as `npm run sim` starts it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzFrame } from '../support/fuzz/frames';
import { FuzzRunner, isClean, type FrameVerdict } from '../support/fuzz/fuzz-runner';
import { propertySeed } from '../support/property-seed';
import { startTestSimulator, type TestSimulator } from '../support/simulator';

const FRAMES = 2000;

describe.each([
  ['development', false],
  ['production', true],
])('the simulator in %s mode, fuzzed over a socket', (_mode, production) => {
  let simulator: TestSimulator;
  let runner: FuzzRunner;

  beforeAll(async () => {
    // The bench world lifts the rate limits and the ping flood guard, which would otherwise answer most frames.
    simulator = await startTestSimulator({ fixture: 'bench', production });
    runner = new FuzzRunner({
      socketUrl: simulator.socketUrl(),
      framesPerConnection: 50,
      timeoutMs: 5_000,
      graceMs: 200,
    });
  });

  afterAll(async () => {
    await runner.close();
    await simulator.close();
  });

  it(
    'answers every frame with messages valid against both schemas, and never fails inside',
    { timeout: 60_000 },
    async () => {
      const seed = propertySeed();
      const failures: FrameVerdict[] = [];
      await fc.assert(
        fc.asyncProperty(fuzzFrame, async (frame) => {
          const verdict = await runner.send(frame);
          if (!isClean(verdict)) failures.push(verdict);
        }),
        { numRuns: production ? FRAMES / 2 : FRAMES, seed },
      );
      expect(failures.slice(0, 3), `seed ${seed}`).toEqual([]);
    },
  );
});
