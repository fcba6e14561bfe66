/**
 * `npm run steps`: writes features/STEPS.md, every Cucumber step with where it is defined and an example
 * of its use, grouped by step file, so QA can write scenarios without reading TypeScript.
 * `npm run steps -- --check` fails instead when STEPS.md is not current (part of `npm test`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface StepUsage {
  pattern: string;
  uri: string;
  line: number;
  matches: { text: string; uri: string; line: number }[];
}

const STEPS_FILE = 'features/STEPS.md';

function stepUsages(): StepUsage[] {
  const folder = mkdtempSync(join(tmpdir(), 'steps-'));
  const output = join(folder, 'usage.json');
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'node_modules/@cucumber/cucumber/bin/cucumber.js',
      '--dry-run',
      '--parallel',
      '0',
      '--format',
      `usage-json:${output}`,
    ],
    // The run's own reports go to the scratch folder, not over the last real run's in reports/.
    { encoding: 'utf8', env: { ...process.env, FEATURE_REPORTS: folder } },
  );
  if (run.status !== 0) throw new Error(`cucumber --dry-run failed:\n${run.stdout}${run.stderr}`);
  const usages = JSON.parse(readFileSync(output, 'utf8')) as StepUsage[];
  rmSync(folder, { recursive: true });
  return usages;
}

function markdown(usages: StepUsage[]): string {
  const byFile = new Map<string, StepUsage[]>();
  for (const usage of usages) byFile.set(usage.uri, [...(byFile.get(usage.uri) ?? []), usage]);
  const lines = [
    '# Steps',
    '',
    'Every step the scenarios can use (written by `npm run steps`; do not edit by hand). `{string}` takes',
    'text in double quotes, `{int}` a whole number. Given, When, Then, And and But all match any step.',
  ];
  for (const [file, steps] of [...byFile].sort(([a], [b]) => byCodePoint(a, b))) {
    lines.push('', `## ${file.replace(/^features\/steps\//, '').replace(/\.steps\.ts$/, '')}`, '');
    lines.push('| step | example | defined at |', '| --- | --- | --- |');
    for (const step of [...steps].sort((a, b) => a.line - b.line)) {
      const example = firstUse(step.matches);
      const used = example ? `${example.text} (${example.uri}:${example.line})` : 'not used yet';
      lines.push(`| ${cell(step.pattern)} | ${cell(used)} | ${step.uri}:${step.line} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Orders texts the same on every machine, whatever its locale. */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The use earliest in the feature files, whatever order the file system listed them in. */
function firstUse(matches: StepUsage['matches']): StepUsage['matches'][number] | undefined {
  return [...matches].sort((a, b) => byCodePoint(a.uri, b.uri) || a.line - b.line)[0];
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

const content = markdown(stepUsages());
if (process.argv.includes('--check')) {
  const current = existsSync(STEPS_FILE) ? readFileSync(STEPS_FILE, 'utf8') : '';
  if (current !== content) {
    console.error(`${STEPS_FILE} is not current: run "npm run steps".`);
    process.exit(1);
  }
  console.log(`${STEPS_FILE} is current.`);
} else {
  writeFileSync(STEPS_FILE, content);
  console.log(`Wrote ${STEPS_FILE}.`);
}
