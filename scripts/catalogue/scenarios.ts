/**
 * Reads a feature file into its scenarios, each with its tags (the feature's, rule's, scenario's and
 * examples') and its steps split into setup (Given, When) and assertions (Then, and the And or But
 * steps that follow a Then). Only what the catalogue check needs: a step's table or doc string joins
 * its text; backgrounds are left out.
 */

export interface Scenario {
  /** `file:line` of the scenario, or of the examples block it was made from. */
  location: string;
  tags: string[];
  setup: string[];
  assertions: string[];
}

interface Step {
  assertion: boolean;
  text: string;
}

interface Outline {
  line: number;
  tags: string[];
  steps: Step[];
  examples: { line: number; tags: string[]; header?: string[]; rows: string[][] }[];
}

const SCENARIO = /^(Scenario|Example|Scenario Outline|Scenario Template):/;
const EXAMPLES = /^(Examples|Scenarios):/;
const STEP = /^(Given|When|Then|And|But|\*)\s+(.*)$/;

function cells(line: string): string[] {
  return line
    .slice(1, line.lastIndexOf('|'))
    .split('|')
    .map((cell) => cell.trim());
}

function outlines(source: string): { outlines: Outline[]; featureTags: string[] } {
  const found: Outline[] = [];
  let pending: string[] = [];
  let featureTags: string[] = [];
  let ruleTags: string[] = [];
  let current: Outline | undefined;
  let inBackground = false;
  let docString: string | undefined;
  const lines = source.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const lastStep = current?.steps.at(-1);
    if (docString !== undefined) {
      if (line.startsWith(docString)) docString = undefined;
      else if (lastStep && !inBackground) lastStep.text += ` ${line}`;
      continue;
    }
    if (line.startsWith('"""') || line.startsWith('```')) {
      docString = line.slice(0, 3);
      continue;
    }
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('@')) {
      pending.push(...line.split(/\s+/).filter((word) => word.startsWith('@')));
      continue;
    }
    if (line.startsWith('Feature:')) featureTags = pending;
    else if (line.startsWith('Rule:')) ruleTags = pending;
    if (line.startsWith('Feature:') || line.startsWith('Rule:') || line.startsWith('Background:')) {
      inBackground = line.startsWith('Background:');
      current = undefined;
      pending = [];
      continue;
    }
    if (SCENARIO.test(line)) {
      current = { line: index + 1, tags: [...ruleTags, ...pending], steps: [], examples: [] };
      found.push(current);
      inBackground = false;
      pending = [];
      continue;
    }
    if (current && EXAMPLES.test(line)) {
      current.examples.push({ line: index + 1, tags: pending, rows: [] });
      pending = [];
      continue;
    }
    const step = STEP.exec(line);
    if (step && current && !inBackground) {
      const [, keyword = '', text = ''] = step;
      const follows = keyword === 'And' || keyword === 'But' || keyword === '*';
      current.steps.push({ assertion: follows ? (lastStep?.assertion ?? false) : keyword === 'Then', text });
      continue;
    }
    if (line.startsWith('|') && current && !inBackground) {
      const examples = current.examples.at(-1);
      if (!examples) {
        if (lastStep) lastStep.text += ` ${cells(line).join(' ')}`;
      } else if (!examples.header) examples.header = cells(line);
      else examples.rows.push(cells(line));
    }
  }
  return { outlines: found, featureTags };
}

/**
 * The scenarios of one feature file, `file` naming it in their locations. An outline gives one per
 * examples block (whose tags may differ), its steps filled with every row of the block.
 */
export function readScenarios(file: string, source: string): Scenario[] {
  const { outlines: found, featureTags } = outlines(source);
  return found.flatMap((outline) => {
    const scenario = (line: number, tags: string[], fills: ((text: string) => string)[]): Scenario => {
      const filled = (assertion: boolean) =>
        fills.flatMap((fill) =>
          outline.steps.filter((step) => step.assertion === assertion).map((step) => fill(step.text)),
        );
      return {
        location: `${file}:${line}`,
        tags: [...new Set([...featureTags, ...outline.tags, ...tags])],
        setup: filled(false),
        assertions: filled(true),
      };
    };
    if (outline.examples.length === 0) return [scenario(outline.line, [], [(text) => text])];
    return outline.examples.map((examples) =>
      scenario(
        examples.line,
        examples.tags,
        examples.rows.map(
          (row) => (text: string) =>
            (examples.header ?? []).reduce(
              (filled, name, column) => filled.replaceAll(`<${name}>`, row[column] ?? ''),
              text,
            ),
        ),
      ),
    );
  });
}
