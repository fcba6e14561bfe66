/**
 * What an accessibility scan of a scenario's page found, as the scenario reports it: the serious and
 * critical violations of the scanned rules that no listed exception covers.
 */

/** An element axe-core found breaking a rule, as the scan brings it back from the page. */
export interface ViolatingElement {
  /** axe-core's selector of the element. */
  target: string;
  html: string;
  /** How to fix it, as axe-core words it. */
  failureSummary: string;
  /** The exception selectors (from the exceptions file) that the element is inside of. */
  insideOf: string[];
}

/** One rule the page breaks, with the elements that break it. */
export interface Violation {
  rule: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  elements: ViolatingElement[];
}

/** A finding the app lives with: one rule on the elements inside of one selector, and why. */
export interface AccessibilityException {
  rule: string;
  /** A CSS selector: the exception covers the elements it matches and everything inside them. */
  selector: string;
  reason: string;
}

/** One reported finding: a rule one element breaks on one page. */
export interface Finding {
  page: string;
  /** The step after which the page was scanned. */
  step: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  target: string;
  html: string;
  failureSummary: string;
}

/** The impacts that fail a scenario. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Selectors that would cover the whole page: an exception names the part of the page it is about. */
const WHOLE_PAGE_SELECTORS = new Set(['*', 'html', ':root', 'body', '#root', 'main']);

/** The problems of an exceptions list (an empty list when it is sound). */
export function exceptionListProblems(exceptions: readonly AccessibilityException[]): string[] {
  return exceptions.flatMap((exception, index) => {
    const name = `exception ${index + 1} (${exception.rule} on ${exception.selector})`;
    const problems: string[] = [];
    if (!exception.rule.trim()) problems.push(`${name} names no rule`);
    if (WHOLE_PAGE_SELECTORS.has(exception.selector.trim().toLowerCase()))
      problems.push(`${name} covers the whole page: name the part of the page it is about`);
    if (!exception.reason.trim()) problems.push(`${name} gives no reason`);
    return problems;
  });
}

/** The listed exception covering `element` for `rule`, if any. */
export function exceptionFor(
  rule: string,
  element: ViolatingElement,
  exceptions: readonly AccessibilityException[],
): AccessibilityException | undefined {
  return exceptions.find((exception) => exception.rule === rule && element.insideOf.includes(exception.selector));
}

/** The serious and critical findings of one scan that no exception covers. */
export function failingFindings(
  violations: readonly Violation[],
  where: { page: string; step: string },
  exceptions: readonly AccessibilityException[],
): Finding[] {
  return violations
    .filter((violation) => violation.impact !== null && FAILING_IMPACTS.has(violation.impact))
    .flatMap((violation) =>
      violation.elements
        .filter((element) => !exceptionFor(violation.rule, element, exceptions))
        .map((element) => ({
          ...where,
          rule: violation.rule,
          impact: violation.impact ?? '',
          help: violation.help,
          helpUrl: violation.helpUrl,
          target: element.target,
          html: element.html,
          failureSummary: element.failureSummary,
        })),
    );
}

/** Whether two findings are the same rule broken by the same element on the same page. */
function sameFinding(a: Finding, b: Finding): boolean {
  return a.page === b.page && a.rule === b.rule && a.target === b.target;
}

/** `known` with those of `found` it does not hold yet (a page scanned twice reports a finding once). */
export function withNewFindings(known: readonly Finding[], found: readonly Finding[]): Finding[] {
  return found.reduce<Finding[]>(
    (all, finding) => (all.some((other) => sameFinding(other, finding)) ? all : [...all, finding]),
    [...known],
  );
}

/** The scenario's failure message: each page with the step that showed it, then rule, element and help. */
export function formatFindings(findings: readonly Finding[]): string {
  const pages = [...new Set(findings.map((finding) => `${finding.page}\u0000${finding.step}`))];
  const sections = pages.map((key) => {
    const [page, step] = key.split('\u0000');
    const lines = findings
      .filter((finding) => finding.page === page && finding.step === step)
      .map((finding) =>
        [
          `  ${finding.rule} (${finding.impact}) at ${finding.target}: ${finding.help}`,
          `    ${finding.html}`,
          ...finding.failureSummary.split('\n').map((line) => `    ${line}`),
          `    ${finding.helpUrl}`,
        ].join('\n'),
      );
    return [`on ${page} (after "${step}"):`, ...lines].join('\n');
  });
  const count =
    findings.length === 1 ? '1 serious or critical violation' : `${findings.length} serious or critical violations`;
  return [`the accessibility scan found ${count}:`, ...sections].join('\n');
}
