/**
 * `npm run test:features:repeat -- <N> [cucumber arguments]`: the Gherkin suite (or the features named)
 * N times in a row, each run's reports in reports/run-K, then every scenario that failed in any run,
 * with the runs it failed in. Exits 1 when any did.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { scenarioResults } from './cucumber-results';
import { failuresAcrossRuns, repeatSummary } from './repeat-runs';

const [count, ...cucumberArgs] = process.argv.slice(2);
const runCount = Number(count);
if (!Number.isInteger(runCount) || runCount < 1) {
  console.error('Usage: npm run test:features:repeat -- <runs, a whole number from 1> [cucumber arguments]');
  process.exit(2);
}

const results = Array.from({ length: runCount }, (_, index) => {
  const folder = `reports/run-${index + 1}`;
  const report = `${folder}/cucumber.json`;
  console.log(`\n> run ${index + 1} of ${runCount}, reports in ${folder}`);
  // An earlier repeat's report would stand in for a run that crashed before writing its own.
  rmSync(report, { force: true });
  spawnSync('npm', ['run', '--silent', 'test:features', '--', ...cucumberArgs], {
    stdio: 'inherit',
    env: { ...process.env, FEATURE_REPORTS: folder },
  });
  return existsSync(report) ? scenarioResults(readFileSync(report, 'utf8')) : undefined;
});

const failures = failuresAcrossRuns(results);
console.log(`\n${repeatSummary(runCount, failures)}`);
process.exit(failures.length === 0 ? 0 : 1);
