import { expect } from 'vitest';

import { roundPrice } from '../../../../../simulator/domain/pricing/price-rounding';
import { field, type ReferenceVector } from './reference-vectors';

/** How close a value must come: an absolute band, or a fraction of the expected value. */
export type Tolerance = { relative: boolean; amount: number };

/** Unrounded values a vector lists without a tolerance of their own (e.g. a derived commission). */
const UNLISTED_TOLERANCE: Tolerance = { relative: false, amount: 1e-9 };

function parseTolerance(raw: unknown): Tolerance | undefined {
  if (typeof raw === 'number') return { relative: false, amount: raw };
  if (typeof raw === 'string') {
    const match = /^relative\s+([\d.eE+-]+)$/.exec(raw.trim());
    if (match?.[1] !== undefined) return { relative: true, amount: Number(match[1]) };
  }
  return undefined;
}

/** The vector's tolerance for one expected key (dict tolerances), or its single tolerance. */
export function toleranceOf(vector: ReferenceVector, key?: string): Tolerance {
  const raw = vector.tolerance;
  const direct = parseTolerance(raw);
  if (direct !== undefined) return direct;
  if (key !== undefined) return parseTolerance(field(raw, key)) ?? UNLISTED_TOLERANCE;
  throw new Error(`${vector.id}: no usable tolerance in ${JSON.stringify(raw)}`);
}

export function expectWithin(actual: number, expected: number, tolerance: Tolerance, label: string): void {
  const allowed = tolerance.relative ? tolerance.amount * Math.abs(expected) : tolerance.amount;
  const gap = Math.abs(actual - expected);
  expect(gap, `${label}: got ${actual}, expected ${expected} ± ${allowed}`).toBeLessThanOrEqual(allowed);
}

/** Prices the platform reports are rounded to cents; compare them exactly after the same rounding. */
export function expectPrice(actual: number, expected: unknown, label: string, decimals = 2): void {
  const target = typeof expected === 'string' ? Number(expected) : expected;
  if (typeof target !== 'number' || Number.isNaN(target))
    throw new Error(`${label}: expected price ${String(expected)}`);
  expect(roundPrice(actual, decimals), `${label}: unrounded ${actual}`).toBe(target);
}
