/**
 * The catalogue check: which rows of each spec's error catalogue (§8) and business constants (§9) have a
 * scenario tagged with their tag, which await a page, and what is wrong. Pure: the caller reads the
 * files.
 */
import type { Scenario } from './scenarios';

/** A row's text that stands for whatever message the scenario made the platform send. */
export const SERVER_MESSAGE = '{server message}';

export interface CatalogueRow {
  tag: string;
  /** Where in the spec the row is, e.g. "§8 Virtual sign-up". */
  section: string;
  row: string;
  /**
   * What a scenario tagged with the row must assert (in a Then step or the And/But after it) for the
   * check to believe it exercises the row: the spec's message or a phrase naming the row's effect, any
   * one of them. `[_1]` in a text stands for any text; {@link SERVER_MESSAGE} for a message the
   * scenario's setup quotes.
   */
  texts: string[];
  /** The spec's name of the page (§2 page access table) the row waits for, while it has no scenario. */
  awaits?: string;
  /** For a row awaiting a page that is built: what of the page is not built yet. */
  awaitsFlow?: string;
}

/** Each spec's rows, by the spec's file name without `.md`. */
export type Catalogue = Record<string, CatalogueRow[]>;

export interface SpecReport {
  spec: string;
  covered: number;
  awaiting: Map<string, number>;
  missing: CatalogueRow[];
}

export interface CatalogueReport {
  specs: SpecReport[];
  /** Everything wrong besides the missing rows. */
  problems: string[];
}

const CATALOGUE_TAG = /^@(?:error|constant):/;

function shows(assertions: string, text: string): boolean {
  const pattern = text
    .split(/\[_\d\]/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(pattern, 's').test(assertions);
}

/** The quoted texts of the scenario's setup, which its assertions may repeat for a server-message row. */
function quotedInSetup(scenario: Scenario): string[] {
  return scenario.setup.flatMap((step) => [...step.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? ''));
}

function exercises(scenario: Scenario, row: CatalogueRow): boolean {
  const assertions = scenario.assertions.join('\n').replace(/\s+/g, ' ');
  return row.texts.some((text) =>
    text === SERVER_MESSAGE
      ? quotedInSetup(scenario).some((quoted) => assertions.includes(quoted))
      : shows(assertions, text.replace(/\s+/g, ' ')),
  );
}

function rowProblems(spec: string, row: CatalogueRow, specPages: Set<string>, builtPages: Set<string>): string[] {
  const name = `${spec} ${row.tag}`;
  const problems: string[] = [];
  if (row.texts.length === 0) problems.push(`${name} has no texts to check its scenarios against`);
  if (row.awaits === undefined) return problems;
  if (!specPages.has(row.awaits)) {
    problems.push(`${name} awaits "${row.awaits}", which is not a page of the spec's page table`);
  } else if (builtPages.has(row.awaits) && !row.awaitsFlow) {
    problems.push(`${name} awaits "${row.awaits}", which is built now: give the row its scenario`);
  }
  return problems;
}

/**
 * Checks every spec's rows against the scenarios. `specPages` are the page names of the spec's page
 * table, `builtPages` those the app has a loader for.
 */
export function checkCatalogue(
  catalogue: Catalogue,
  scenarios: Scenario[],
  specPages: Set<string>,
  builtPages: Set<string>,
): CatalogueReport {
  const problems: string[] = [];
  const rowsByTag = new Map<string, CatalogueRow[]>();
  for (const [spec, rows] of Object.entries(catalogue)) {
    const tags = new Set<string>();
    for (const row of rows) {
      if (tags.has(row.tag)) problems.push(`${spec} lists ${row.tag} twice`);
      tags.add(row.tag);
      rowsByTag.set(row.tag, [...(rowsByTag.get(row.tag) ?? []), row]);
      problems.push(...rowProblems(spec, row, specPages, builtPages));
    }
  }
  const used = new Set<string>();
  for (const scenario of scenarios) {
    for (const tag of scenario.tags.filter((tag) => CATALOGUE_TAG.test(tag))) {
      used.add(tag);
      const rows = rowsByTag.get(tag);
      if (!rows) problems.push(`${scenario.location} is tagged ${tag}, which no row of the catalogue has`);
      else if (!rows.some((row) => exercises(scenario, row))) {
        problems.push(
          `${scenario.location} is tagged ${tag} but asserts none of its texts: ${rows[0]?.texts.join(' | ')}`,
        );
      }
    }
  }
  const specs = Object.entries(catalogue).map(([spec, rows]): SpecReport => {
    const awaiting = new Map<string, number>();
    const missing: CatalogueRow[] = [];
    let covered = 0;
    for (const row of rows) {
      if (used.has(row.tag)) {
        covered += 1;
        if (row.awaits) problems.push(`${spec} ${row.tag} has a scenario: it awaits "${row.awaits}" no longer`);
      } else if (row.awaits) awaiting.set(row.awaits, (awaiting.get(row.awaits) ?? 0) + 1);
      else missing.push(row);
    }
    return { spec, covered, awaiting, missing };
  });
  return { specs, problems };
}
