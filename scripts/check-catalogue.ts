/**
 * Which rows of features/catalogue.json (each spec's §8 errors and §9 constants) have a scenario tagged
 * with their tag, which await a page, and what is wrong (scripts/catalogue/check.ts says what). Prints
 * the coverage per spec; `--strict` fails on a missing row or any problem.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCatalogue, type Catalogue } from './catalogue/check';
import { builtPageNames, specPageNames } from './catalogue/pages';
import { readScenarios } from './catalogue/scenarios';

/** The spec whose page access table names the pages a row may await (beside the checkout, as in CI). */
const PAGE_TABLE_SPEC = '../shared/spec/accounts-and-money.md';

function featureFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return featureFiles(path);
    return entry.name.endsWith('.feature') ? [path] : [];
  });
}

const catalogue = (JSON.parse(readFileSync('features/catalogue.json', 'utf8')) as { specs: Catalogue }).specs;
const scenarios = featureFiles('features').flatMap((file) => readScenarios(file, readFileSync(file, 'utf8')));
const built = builtPageNames();
let specPages: Set<string>;
if (existsSync(PAGE_TABLE_SPEC)) specPages = specPageNames(readFileSync(PAGE_TABLE_SPEC, 'utf8'));
else {
  console.log(`${PAGE_TABLE_SPEC} is absent: the pages rows await are not checked against its page table.`);
  specPages = new Set(Object.values(catalogue).flatMap((rows) => rows.flatMap((row) => row.awaits ?? [])));
}
const report = checkCatalogue(catalogue, scenarios, specPages, built);

for (const { spec, covered, awaiting, missing } of report.specs) {
  const waits = [...awaiting].map(([page, count]) => `${page} ${count}`).join(', ');
  const awaited = [...awaiting.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `${spec}: ${covered} covered, ${awaited} awaiting a page${waits ? ` (${waits})` : ''}, ${missing.length} missing`,
  );
  for (const row of missing) console.log(`  missing ${row.tag}  (${row.section}: ${row.row})`);
}
for (const [spec, rows] of Object.entries(catalogue)) {
  for (const row of rows.filter((each) => each.awaitsFlow)) {
    console.log(`  ${spec} ${row.tag} awaits the built page ${row.awaits ?? ''}: ${row.awaitsFlow ?? ''}`);
  }
}
for (const problem of report.problems) console.log(`  problem: ${problem}`);
const failed = report.problems.length > 0 || report.specs.some((spec) => spec.missing.length > 0);
if (process.argv.includes('--strict') && failed) process.exit(1);
