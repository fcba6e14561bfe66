import type { ScenarioResult } from './cucumber-results';

/** A scenario that failed in at least one run of a repeated suite, with the runs (from 1) it failed in. */
export interface RepeatedFailure {
  place: string;
  name: string;
  runs: number[];
}

/**
 * Every scenario that failed in any run, in the order first seen, with the runs it failed in. A run
 * without a report (undefined: it crashed before writing one) fails as a whole, under the place "run".
 */
export function failuresAcrossRuns(runs: readonly (readonly ScenarioResult[] | undefined)[]): RepeatedFailure[] {
  const failures = new Map<string, RepeatedFailure>();
  const failedIn = (place: string, name: string, run: number) => {
    const key = `${place}\n${name}`;
    const failure = failures.get(key) ?? { place, name, runs: [] };
    failure.runs.push(run);
    failures.set(key, failure);
  };
  runs.forEach((results, index) => {
    if (!results) failedIn('run', 'the run left no Cucumber report', index + 1);
    else for (const result of results) if (result.failed) failedIn(result.place, result.name, index + 1);
  });
  return [...failures.values()];
}

/** The summary a repeated suite ends with. */
export function repeatSummary(runCount: number, failures: readonly RepeatedFailure[]): string {
  if (failures.length === 0) return `No scenario failed in any of ${runCount} runs.\n`;
  const lines = failures.map(
    ({ place, name, runs }) => `  ${place}  ${name}  (failed in run${runs.length > 1 ? 's' : ''} ${runs.join(', ')})`,
  );
  return `${failures.length} scenario${failures.length > 1 ? 's' : ''} failed in ${runCount} runs:\n${lines.join('\n')}\n`;
}
