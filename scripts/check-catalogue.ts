/**
 * Which rows of features/catalogue.json (trading-core §8 errors, §9 constants) have a scenario tagged
 * with their tag. Prints the coverage and the rows still without one; `--strict` fails on any but the
 * rows that await a page not built yet (their `awaits` says which).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface CatalogueRow {
  tag: string;
  row: string;
  awaits?: string;
}

const catalogue = JSON.parse(readFileSync('features/catalogue.json', 'utf8')) as Record<string, CatalogueRow[]>;
const rows = [...(catalogue.errors ?? []), ...(catalogue.constants ?? [])];

function featureFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return featureFiles(path);
    return entry.name.endsWith('.feature') ? [path] : [];
  });
}

const used = new Set(
  featureFiles('features').flatMap((file) => readFileSync(file, 'utf8').match(/@(?:error|constant):[\w-]+/g) ?? []),
);
const missing = rows.filter((row) => !used.has(row.tag));
console.log(`Catalogue: ${rows.length - missing.length} of ${rows.length} rows have a tagged scenario.`);
const failing = missing.filter((row) => !row.awaits);
for (const row of failing) console.log(`  missing ${row.tag}  (${row.row})`);
for (const row of missing.filter((row) => row.awaits)) console.log(`  awaiting ${row.tag}: ${row.awaits}`);
if (process.argv.includes('--strict') && failing.length > 0) process.exit(1);
