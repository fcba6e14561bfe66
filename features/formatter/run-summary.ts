/** How long one scenario took, from its start to its end, as the run's end lists it. */
export interface ScenarioTiming {
  /** "features/x.feature:12". */
  place: string;
  name: string;
  ms: number;
}

/** A Cucumber message timestamp. */
export interface Timestamp {
  seconds: number;
  nanos: number;
}

const SLOWEST_COUNT = 5;

export function millisecondsBetween(start: Timestamp, end: Timestamp): number {
  return (end.seconds - start.seconds) * 1000 + (end.nanos - start.nanos) / 1e6;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The `count` slowest scenarios, slowest first. */
export function slowestScenarios(timings: readonly ScenarioTiming[], count = SLOWEST_COUNT): ScenarioTiming[] {
  return [...timings].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** The suite's wall time and its slowest scenarios, one a line. */
export function timingSummary(wallMs: number, timings: readonly ScenarioTiming[]): string {
  const slowest = slowestScenarios(timings);
  const lines = [`The scenarios took ${seconds(wallMs)} in all; the ${slowest.length} slowest:`];
  for (const timing of slowest) lines.push(`  ${seconds(timing.ms).padStart(7)}  ${timing.place}  ${timing.name}`);
  return `${lines.join('\n')}\n`;
}

/** The folders of the run's failed scenarios' reports, or nothing when none failed. */
export function failureFoldersSummary(folders: readonly string[]): string {
  if (folders.length === 0) return '';
  return `Reports of the failed scenarios (screenshot, console, socket frames, simulator traffic, seed):\n${folders
    .map((folder) => `  ${folder}\n`)
    .join('')}`;
}
