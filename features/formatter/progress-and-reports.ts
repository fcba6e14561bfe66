import { ProgressFormatter, type IFormatterOptions } from '@cucumber/cucumber';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { FAILED_SCENARIOS_FOLDER, failureFolder } from '../support/failure-report';
import {
  failureFoldersSummary,
  millisecondsBetween,
  timingSummary,
  type ScenarioTiming,
  type Timestamp,
} from './run-summary';

interface RunEnvelope {
  testRunStarted?: { timestamp: Timestamp };
  testRunFinished?: { timestamp: Timestamp };
  testCaseStarted?: { id: string; timestamp: Timestamp };
  testCaseFinished?: { testCaseStartedId: string; timestamp: Timestamp; willBeRetried: boolean };
}

/**
 * Cucumber's progress dots and summary, then the suite's wall time and its five slowest scenarios, the
 * folder of each failed scenario's report, and where the reports of the run are, absolute, to open: the
 * `reportsFolder` of the format options (reports/ unless the profile names another). The failed
 * scenarios' folders of an earlier run into the same folder are removed as the run starts.
 */
export default class ProgressAndReportsFormatter extends ProgressFormatter {
  static override readonly documentation =
    'Progress, the time of the suite and its slowest scenarios, then the folders of the reports.';

  private readonly starts = new Map<string, Timestamp>();
  private readonly timings: ScenarioTiming[] = [];
  private readonly failureFolders: string[] = [];
  private runStart: Timestamp | undefined;

  constructor(options: IFormatterOptions) {
    super(options);
    const folder = resolve(
      options.cwd,
      (options.parsedArgvOptions as { reportsFolder?: string }).reportsFolder ?? 'reports',
    );
    rmSync(resolve(folder, FAILED_SCENARIOS_FOLDER), { recursive: true, force: true });
    options.eventBroadcaster.on('envelope', (envelope: RunEnvelope) => {
      if (envelope.testRunStarted) this.runStart = envelope.testRunStarted.timestamp;
      if (envelope.testCaseStarted) this.starts.set(envelope.testCaseStarted.id, envelope.testCaseStarted.timestamp);
      if (envelope.testCaseFinished) this.scenarioFinished(envelope.testCaseFinished, folder);
      if (envelope.testRunFinished) {
        const wallMs = this.runStart ? millisecondsBetween(this.runStart, envelope.testRunFinished.timestamp) : 0;
        this.log(timingSummary(wallMs, this.timings));
        this.log(failureFoldersSummary(this.failureFolders));
        this.log(
          `Reports in ${folder}: cucumber.html (a failed scenario's screenshot, browser console and simulator ` +
            'traffic) and cucumber.json\n',
        );
      }
    });
  }

  private scenarioFinished(finished: NonNullable<RunEnvelope['testCaseFinished']>, folder: string): void {
    const start = this.starts.get(finished.testCaseStartedId);
    const attempt = this.eventDataCollector.getTestCaseAttempt(finished.testCaseStartedId);
    const { uri, name, location } = attempt.pickle;
    if (start)
      this.timings.push({
        place: `${uri}:${location?.line ?? ''}`,
        name,
        ms: millisecondsBetween(start, finished.timestamp),
      });
    if (attempt.worstTestStepResult.status === 'FAILED' && !finished.willBeRetried)
      this.failureFolders.push(failureFolder(folder, { uri, line: location?.line, name }));
  }
}
