import { mkdirSync, writeFileSync } from 'node:fs';

/** One line of the benchmark table. */
export interface BenchRow {
  section: string;
  measure: string;
  value: number;
  unit: string;
  /** The target the issue sets, in words, when there is one. */
  target?: string;
  /** Whether the value meets the target; absent without a target. */
  met?: boolean;
}

function formatted(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 1) return value.toFixed(2);
  return value.toPrecision(3);
}

export function printTable(rows: readonly BenchRow[]): void {
  const cells = rows.map((row) => [
    row.section,
    row.measure,
    `${formatted(row.value)} ${row.unit}`,
    row.target === undefined ? '' : `${row.target} ${row.met ? '(met)' : '(NOT met)'}`,
  ]);
  const header = ['section', 'measure', 'value', 'target'];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) => cell.map((text, column) => text.padEnd(widths[column]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cell of cells) console.log(line(cell));
}

export function writeReport(rows: readonly BenchRow[], path: string): void {
  mkdirSync(path.replace(/\/[^/]*$/, ''), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`);
}
