/**
 * `npm run fuzz -- [--frames 100000] [--seed <n>] [--production] [--world bench] [--frames-per-connection 50]`:
 * the long fuzz run, outside `npm test`. Starts the simulator as `npm run sim` does (its own process,
 * tsx), sends random and hostile frames over real sockets one at a time, and reports crashes,
 * unanswered frames, messages that break our schemas or the public ones, internal failures, and the
 * simulator's memory (RSS) before and after. Exits non-zero when anything failed. The same seed
 * replays the same frames.
 */
import fc from 'fast-check';
import { parseArgs } from 'node:util';
import { fuzzFrame } from '../tests/support/fuzz/frames';
import { FuzzRunner } from '../tests/support/fuzz/fuzz-runner';
import { referenceAvailable } from '../tests/support/reference-schemas';
import { startSimulatorProcess } from './fuzz/simulator-process';
import { FuzzTally } from './fuzz/tally';

/** Frames generated at a time (each batch from its own seed, derived from the run's). */
const BATCH = 1000;
const PROGRESS_EVERY = 10_000;

const { values } = parseArgs({
  options: {
    frames: { type: 'string', default: '100000' },
    seed: { type: 'string' },
    production: { type: 'boolean', default: false },
    // The bench world lifts the rate limits and the ping flood guard, which would otherwise answer most frames.
    world: { type: 'string', default: 'bench' },
    'frames-per-connection': { type: 'string', default: '50' },
  },
});
const frames = Number(values.frames);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isSafeInteger(frames) || frames < 1) throw new Error(`--frames must be a positive integer`);
if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be an integer`);
const framesPerConnection = Number(values['frames-per-connection']);
if (!Number.isSafeInteger(framesPerConnection) || framesPerConnection < 1) {
  throw new Error(`--frames-per-connection must be a positive integer`);
}

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

async function main(): Promise<number> {
  const args = ['--world', values.world, '--log-level', 'error', ...(values.production ? ['--production'] : [])];
  const simulator = await startSimulatorProcess(args);
  const rssBefore = simulator.rss();
  const runner = new FuzzRunner({
    socketUrl: simulator.socketUrl,
    framesPerConnection,
    timeoutMs: 10_000,
    graceMs: 500,
  });
  const tally = new FuzzTally();
  const started = performance.now();
  console.log(`fuzz: ${frames} frames, seed ${seed}, simulator ${args.join(' ')}, RSS ${megabytes(rssBefore)}`);
  if (!referenceAvailable)
    console.log('fuzz: ../shared/reference/api-v3 is absent; replies are checked against our schemas only');

  for (let batch = 0; tally.frames < frames && simulator.exit === undefined; batch += 1) {
    const count = Math.min(BATCH, frames - tally.frames);
    for (const frame of fc.sample(fuzzFrame, { seed: seed + batch, numRuns: count })) {
      if (simulator.exit !== undefined) break;
      tally.add(await runner.send(frame));
      if (tally.frames % PROGRESS_EVERY === 0) {
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        console.log(
          `fuzz: ${tally.frames} frames in ${seconds} s, ${tally.failures} failures, RSS ${megabytes(simulator.rss())}`,
        );
      }
    }
  }
  await runner.close();
  const crashed = simulator.exit;
  const rssAfter = crashed === undefined ? simulator.rss() : undefined;
  await simulator.stop();

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n${tally.report()}\n`);
  console.log(`Simulator log: ${simulator.log.lines} error lines${simulator.log.lines > 0 ? ', the last:' : ''}`);
  for (const line of simulator.log.last) console.log(`  ${line}`);
  console.log(`\nFrames: ${tally.frames} of ${frames} in ${seconds} s (seed ${seed})`);
  console.log(
    `Crash: ${crashed === undefined ? 'none, the simulator kept serving' : `the simulator ended (${crashed})`}`,
  );
  console.log(
    `Memory (simulator RSS): ${megabytes(rssBefore)} before, ${rssAfter === undefined ? 'n/a' : megabytes(rssAfter)} after`,
  );
  console.log(`Failures: ${tally.failures}`);
  return crashed === undefined && tally.failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`fuzz: ${(error as Error).stack ?? String(error)}`);
    process.exit(2);
  },
);
