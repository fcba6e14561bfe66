import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** Where the failed scenarios' folders of a run's reports go: cleared as the run starts. */
export const FAILED_SCENARIOS_FOLDER = 'failed';

const SLUG_MAX_LENGTH = 100;

/** The scenario as a run names it: its feature file and line (an example row's line for an outline's row). */
export interface ScenarioPlace {
  uri: string;
  line: number | undefined;
  name: string;
}

/**
 * The scenario's folder name: the feature file, the line and the name, in lowercase letters, digits and
 * hyphens ("sign-up-form-rules-17-a-password-of-5-characters"), so two scenarios never share one.
 */
export function scenarioSlug({ uri, line, name }: ScenarioPlace): string {
  const words = `${basename(uri, '.feature')} ${line ?? ''} ${name}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return words.slice(0, SLUG_MAX_LENGTH).replace(/-$/, '');
}

/** The folder of a failed scenario's report inside a run's reports folder. */
export function failureFolder(reportsFolder: string, scenario: ScenarioPlace): string {
  return join(reportsFolder, FAILED_SCENARIOS_FOLDER, scenarioSlug(scenario));
}

/** What a failed scenario leaves behind, each in a file of its own. */
export interface FailureReport {
  screenshot: Buffer | undefined;
  /** The page's console, one line each. */
  consoleLines: readonly string[];
  /** The socket frames of the scenario's pages, both ways, masked. */
  frames: readonly unknown[];
  /** The simulator's traffic log of the scenario's world (masked by the simulator). */
  traffic: readonly unknown[];
  /** The page's and its worker's state when the scenario failed. */
  health: string;
  seed: number;
}

const jsonLines = (items: readonly unknown[]) => items.map((item) => `${JSON.stringify(item)}\n`).join('');

/** Writes the report into `folder`, made anew. */
export function writeFailureReport(folder: string, report: FailureReport): void {
  mkdirSync(folder, { recursive: true });
  if (report.screenshot) writeFileSync(join(folder, 'screenshot.png'), report.screenshot);
  writeFileSync(join(folder, 'console.log'), report.consoleLines.map((line) => `${line}\n`).join(''));
  writeFileSync(join(folder, 'frames.jsonl'), jsonLines(report.frames));
  writeFileSync(join(folder, 'simulator-traffic.jsonl'), jsonLines(report.traffic));
  writeFileSync(join(folder, 'health.txt'), `${report.health}\n`);
  writeFileSync(join(folder, 'seed.txt'), `${report.seed}\n`);
}
