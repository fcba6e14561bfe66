/** The scenarios of a Cucumber JSON report, each with where it is and whether it failed. */

export interface ScenarioResult {
  /** "features/x.feature:12": the scenario's line, an example row's for a row of an outline. */
  place: string;
  name: string;
  failed: boolean;
}

interface CucumberStep {
  result: { status: string };
}
interface CucumberElement {
  type: string;
  line: number;
  name: string;
  steps: CucumberStep[];
}
interface CucumberFeature {
  uri: string;
  elements: CucumberElement[];
}

/** What fails a scenario under --strict; a scenario a hook skipped has only skipped steps. */
const FAILING_STATUSES = new Set(['failed', 'undefined', 'ambiguous', 'pending']);

/** The scenarios of the report text, or undefined when it is not a Cucumber JSON report. */
export function scenarioResults(reportText: string): ScenarioResult[] | undefined {
  let features: unknown;
  try {
    features = JSON.parse(reportText);
  } catch {
    return undefined;
  }
  if (!Array.isArray(features)) return undefined;
  return (features as CucumberFeature[]).flatMap((feature) =>
    (feature.elements ?? [])
      .filter((element) => element.type === 'scenario')
      .map((element) => ({
        place: `${feature.uri}:${element.line}`,
        name: element.name,
        failed: (element.steps ?? []).some((step) => FAILING_STATUSES.has(step.result?.status)),
      })),
  );
}
