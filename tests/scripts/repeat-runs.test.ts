import { describe, expect, it } from 'vitest';
import { scenarioResults } from '../../scripts/cucumber-results';
import { failuresAcrossRuns, repeatSummary } from '../../scripts/repeat-runs';

const step = (status: string) => ({ keyword: 'Given ', result: { status } });
const scenario = (line: number, name: string, ...statuses: string[]) => ({
  type: 'scenario',
  line,
  name,
  steps: statuses.map(step),
});
const report = (...elements: unknown[]) =>
  JSON.stringify([{ uri: 'features/a.feature', elements: [{ type: 'background', line: 2, steps: [] }, ...elements] }]);

describe("a Cucumber JSON report's scenarios", () => {
  it('places each at its feature and line, failed when a step failed, was undefined, ambiguous or pending', () => {
    expect(
      scenarioResults(
        report(
          scenario(5, 'Passes', 'passed', 'passed'),
          scenario(9, 'Fails', 'passed', 'failed', 'skipped'),
          scenario(12, 'Lacks a step', 'undefined'),
          scenario(14, 'Skipped by a hook', 'skipped', 'skipped'),
        ),
      ),
    ).toEqual([
      { place: 'features/a.feature:5', name: 'Passes', failed: false },
      { place: 'features/a.feature:9', name: 'Fails', failed: true },
      { place: 'features/a.feature:12', name: 'Lacks a step', failed: true },
      { place: 'features/a.feature:14', name: 'Skipped by a hook', failed: false },
    ]);
  });

  it('is undefined for a report cut short or not a list', () => {
    expect(scenarioResults('[{"uri": "features/a.feat')).toBeUndefined();
    expect(scenarioResults('{}')).toBeUndefined();
  });
});

describe('the failures of a repeated suite', () => {
  const result = (line: number, failed: boolean) => ({ place: `features/a.feature:${line}`, name: `S${line}`, failed });

  it('lists every scenario that failed in any run once, with the runs it failed in', () => {
    const failures = failuresAcrossRuns([
      [result(1, false), result(2, true)],
      [result(1, true), result(2, false)],
      [result(1, false), result(2, true)],
    ]);
    expect(failures).toEqual([
      { place: 'features/a.feature:2', name: 'S2', runs: [1, 3] },
      { place: 'features/a.feature:1', name: 'S1', runs: [2] },
    ]);
    expect(repeatSummary(3, failures)).toBe(
      '2 scenarios failed in 3 runs:\n' +
        '  features/a.feature:2  S2  (failed in runs 1, 3)\n' +
        '  features/a.feature:1  S1  (failed in run 2)\n',
    );
  });

  it('counts a run that left no report as a failure of its own', () => {
    expect(failuresAcrossRuns([[result(1, false)], undefined])).toEqual([
      { place: 'run', name: 'the run left no Cucumber report', runs: [2] },
    ]);
  });

  it('says so when nothing failed', () => {
    const failures = failuresAcrossRuns([[result(1, false)], [result(1, false)]]);
    expect(repeatSummary(2, failures)).toBe('No scenario failed in any of 2 runs.\n');
  });
});
