/**
 * `npm test`: every check CI makes, in order, each run even when an earlier one failed: the source checks
 * (types, lint, format, unused code, generated docs, catalogue; two at a time), unit and component tests
 * (vitest), the app build, then the Gherkin scenarios in Chromium against the built app, and those tagged
 * @dev-server once more against the Vite dev server (as `npm start`). Ends by naming what failed, then one
 * line "N passed, N failed" over every test and check, and the time it all took (each Cucumber run names
 * its own time and slowest scenarios).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { CHROMIUM_PATH } from '../e2e/browser';
import { scenarioResults } from './cucumber-results';

interface Tally {
  passed: number;
  failed: number;
}

const total: Tally = { passed: 0, failed: 0 };
/** What failed, named again just above the last line, where a log's tail shows it. */
const failures: string[] = [];
const startedAt = Date.now();

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

let stageStartedAt = startedAt;

/** The seconds since the last stage ended, and now a stage ends. */
function stageSeconds(): number {
  const now = Date.now();
  const seconds = (now - stageStartedAt) / 1000;
  stageStartedAt = now;
  return seconds;
}

function check(name: string, ok: boolean, seconds = stageSeconds()): void {
  total[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(name);
  console.log(`${ok ? 'ok' : 'FAILED'}: ${name} (${Math.round(seconds)} s)`);
}

interface SourceCheck {
  name: string;
  command: string;
  args: string[];
}

/** Runs a command with its output kept, to be printed whole once it ends. */
function runKeepingOutput(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });
}

/**
 * The checks that only read the sources, one per core at a time (each is single-threaded): each one's
 * output is printed whole when it ends, so two never interleave.
 */
async function runSourceChecks(checks: SourceCheck[], atOnce = 2): Promise<void> {
  const waiting = [...checks];
  const runNext = async (): Promise<void> => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      const started = Date.now();
      const { ok, output } = await runKeepingOutput(next.command, next.args);
      process.stdout.write(`\n> ${next.command} ${next.args.join(' ')}\n${output}`);
      check(next.name, ok, (Date.now() - started) / 1000);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, runNext));
  stageSeconds();
}

function add(name: string, tally: Tally, exitOk: boolean): void {
  // A runner that failed without reporting a failed test still counts as one failure.
  const failed = tally.failed === 0 && !exitOk ? 1 : tally.failed;
  total.passed += tally.passed;
  total.failed += failed;
  if (failed > 0) failures.push(`${name}: ${failed} failed`);
  console.log(`${name}: ${tally.passed} passed, ${failed} failed (${Math.round(stageSeconds())} s)`);
}

/** The vitest run's counts, and the names of its failed tests. */
function vitestTally(): Tally & { failedNames: string[] } {
  if (!existsSync('reports/vitest.json')) return { passed: 0, failed: 0, failedNames: [] };
  const report = JSON.parse(readFileSync('reports/vitest.json', 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
  };
  const failedNames = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(process.cwd(), file.name)} > ${test.fullName}`),
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests, failedNames };
}

function cucumberTally(report: string): Tally {
  const scenarios = existsSync(report) ? (scenarioResults(readFileSync(report, 'utf8')) ?? []) : [];
  const failed = scenarios.filter((scenario) => scenario.failed).length;
  return { passed: scenarios.length - failed, failed };
}

/** One Cucumber run, tallied from its own JSON report (removed first, so an earlier run's is never counted). */
function runCucumber(name: string, report: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  rmSync(report, { force: true });
  const ok = run('npm', ['run', '--silent', 'test:features', '--', ...args], env);
  add(name, cucumberTally(report), ok);
}

mkdirSync('reports', { recursive: true });
await runSourceChecks([
  { name: 'typecheck (app)', command: 'npx', args: ['tsc', '-p', 'tsconfig.app.json'] },
  { name: 'typecheck (node)', command: 'npx', args: ['tsc', '-p', 'tsconfig.node.json'] },
  { name: 'eslint', command: 'npx', args: ['eslint', '.'] },
  { name: 'prettier', command: 'npx', args: ['prettier', '--check', '.'] },
  { name: 'knip: no unused files, exports or dependencies', command: 'npx', args: ['knip', '--no-progress'] },
  { name: 'features/STEPS.md current', command: 'npm', args: ['run', '--silent', 'steps', '--', '--check'] },
  { name: 'simulator/CONTROL-API.md current', command: 'npm', args: ['run', '--silent', 'docs', '--', '--check'] },
  {
    name: 'every catalogue row has a tagged scenario',
    command: 'npx',
    args: ['tsx', 'scripts/check-catalogue.ts', '--strict'],
  },
]);

const vitestOk = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/vitest.json',
]);
const vitest = vitestTally();
add('vitest', vitest, vitestOk);
failures.push(...vitest.failedNames);

const built = run('npx', ['vite', 'build', '--logLevel', 'warn']);
check('build', built);
check('bench smoke run', built && run('npm', ['run', '--silent', 'bench', '--', '--smoke']));
if (!existsSync(CHROMIUM_PATH)) {
  console.log(`\nChromium is missing at ${CHROMIUM_PATH}: run "bash scripts/setup.sh", or set CHROMIUM_PATH.`);
  check('cucumber (needs Chromium)', false);
} else {
  if (built) runCucumber('cucumber', 'reports/cucumber.json', [], { APP_SERVER: 'preview' });
  runCucumber('cucumber (dev server)', 'reports/dev-server/cucumber.json', ['--profile', 'devServer'], {
    APP_SERVER: 'dev',
  });
}

const minutes = (Date.now() - startedAt) / 60_000;
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${total.passed} passed, ${total.failed} failed, in ${minutes.toFixed(1)} min`);
process.exit(total.failed === 0 ? 0 : 1);
