import Big from 'big.js';
import type { AvailableContract } from '../../../api/endpoints/markets';
import { localize } from '../../../lib/localize';
import { required } from '../../../lib/validators';

/** A barrier: an absolute level, or an offset from the spot written with + or - (trading-core §5). */
const BARRIER = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;

/** The keys a barrier field takes: digits, one point, a sign first, and editing keys. */
export function barrierKeyAllowed(key: string, text: string, caret: number): boolean {
  if (key.length > 1) return true; // Backspace, arrows, Tab...
  if (/\d/.test(key)) return true;
  if (key === '.') return !text.includes('.');
  if (key === '+' || key === '-') return caret === 0 && !/^[+-]/.test(text);
  return false;
}

/** The first problem of one barrier: missing, not a number, or zero. */
export function barrierError(text: string): string | undefined {
  const missing = required(text);
  if (missing) return missing;
  const trimmed = text.trim();
  if (!BARRIER.test(trimmed)) return localize('Should be a valid number.');
  if (new Big(trimmed.replace(/^\+/, '')).eq(0)) return localize('Barrier must be a non-zero number.');
  return undefined;
}

/** A spot as the barrier arithmetic needs it: the quote and its decimals (the tick's pip_size). */
export interface Spot {
  readonly quote: number;
  readonly decimals: number;
}

/** An offset from the spot, written with a leading + or - (a valid barrier text, trimmed). */
export function isRelativeBarrier(text: string): boolean {
  return /^[+-]/.test(text.trim());
}

/** The level an offset stands for: spot plus offset, with the spot's decimals. */
export function barrierLevel(text: string, spot: Spot): string {
  return new Big(spot.quote).plus(text.trim().replace(/^\+/, '')).toFixed(spot.decimals);
}

/** High and low barrier together: each valid, and the high one above the low one. */
export function barrierPairErrors(high: string, low: string): { high?: string; low?: string } {
  const errors = { high: barrierError(high), low: barrierError(low) };
  if (errors.high || errors.low) return errors;
  if (new Big(high.trim().replace(/^\+/, '')).lte(low.trim().replace(/^\+/, ''))) {
    return { high: localize('High barrier must be higher than low barrier.') };
  }
  return {};
}

/** How many barriers the form's contracts take (0, 1 or 2) and their defaults from contracts_for. */
export function defaultBarriers(contracts: readonly AvailableContract[]): {
  count: 0 | 1 | 2;
  barrier: string;
  barrier2: string;
} {
  const withBarriers = contracts.find((contract) => contract.barriers > 0);
  if (!withBarriers) return { count: 0, barrier: '', barrier2: '' };
  if (withBarriers.barriers === 2) {
    return { count: 2, barrier: withBarriers.high_barrier ?? '', barrier2: withBarriers.low_barrier ?? '' };
  }
  return { count: 1, barrier: withBarriers.barrier ?? '', barrier2: '' };
}
