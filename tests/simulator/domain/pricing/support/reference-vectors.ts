import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

/**
 * The platform's published pricing vectors (../shared/reference/pricing/vectors.json beside the repo).
 * When the file is absent the vector suites skip with a visible notice instead of failing.
 */

export interface ReferenceVector {
  id: string;
  contractType: string;
  subject: string;
  kind: string;
  inputs: Record<string, unknown>;
  expected: unknown;
  tolerance: unknown;
}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../');
export const VECTORS_PATH = resolve(REPO_ROOT, '../shared/reference/pricing/vectors.json');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseVector(raw: unknown): ReferenceVector {
  if (!isRecord(raw) || !isRecord(raw.inputs)) throw new Error(`malformed vector: ${JSON.stringify(raw)}`);
  const { id, contract_type: contractType, subject, kind } = raw;
  if (typeof id !== 'string' || typeof contractType !== 'string' || typeof subject !== 'string') {
    throw new Error(`vector without id, contract_type or subject: ${JSON.stringify(raw)}`);
  }
  return {
    id,
    contractType,
    subject,
    kind: typeof kind === 'string' ? kind : 'unknown',
    inputs: raw.inputs,
    expected: raw.expected,
    tolerance: raw.tolerance,
  };
}

function loadVectors(): ReferenceVector[] | undefined {
  if (!existsSync(VECTORS_PATH)) {
    console.warn(`[pricing vectors] ${VECTORS_PATH} not found: the reference-vector suites are skipped.`);
    return undefined;
  }
  const document: unknown = JSON.parse(readFileSync(VECTORS_PATH, 'utf8'));
  if (!isRecord(document) || !Array.isArray(document.vectors)) throw new Error(`${VECTORS_PATH}: no "vectors" list`);
  return document.vectors.map(parseVector);
}

/** undefined when the reference file is absent. */
export const REFERENCE_VECTORS = loadVectors();

/** A suite over the reference vectors, skipped with a visible notice when the file is absent. */
export function describeWithVectors(name: string, body: (vectors: readonly ReferenceVector[]) => void): void {
  const vectors = REFERENCE_VECTORS;
  if (vectors === undefined) {
    describe.skip(`${name} (skipped: ${VECTORS_PATH} not found)`, () => {
      it('needs the reference vectors', () => {});
    });
    return;
  }
  describe(name, () => body(vectors));
}

export function vectorTitle(vector: ReferenceVector): string {
  return `${vector.id} ${vector.contractType}: ${vector.subject}`;
}

/** Reads a field of a vector's inputs or expected values, failing loudly on a wrong type. */
export function field(record: unknown, key: string): unknown {
  if (!isRecord(record)) throw new Error(`expected an object holding "${key}", got ${JSON.stringify(record)}`);
  return record[key];
}

export function numberField(record: unknown, key: string): number {
  const value = field(record, key);
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  throw new Error(`"${key}" is not a number: ${JSON.stringify(value)}`);
}

export function optionalNumberField(record: unknown, key: string): number | undefined {
  const value = field(record, key);
  return value === undefined || value === null ? undefined : numberField(record, key);
}

export function stringField(record: unknown, key: string): string {
  const value = field(record, key);
  if (typeof value !== 'string') throw new Error(`"${key}" is not a string: ${JSON.stringify(value)}`);
  return value;
}

export function hasField(record: unknown, key: string): boolean {
  return isRecord(record) && record[key] !== undefined && record[key] !== null;
}
