import { pipSized } from './market-state';

/**
 * Barriers as clients give them: absolute ("1234.56"), relative to the entry spot ("+0.5", "-12"),
 * or the platform's own "S0P" for the entry spot itself (rise/fall, resets, runs).
 */

export const ENTRY_SPOT_BARRIER = 'S0P';

export type ParsedBarrier = { kind: 'relative'; offset: number } | { kind: 'absolute'; value: number };

export function parseBarrier(text: string): ParsedBarrier {
  if (text === ENTRY_SPOT_BARRIER) return { kind: 'relative', offset: 0 };
  const value = Number(text);
  if (!Number.isFinite(value)) throw new RangeError(`"${text}" is not a barrier`);
  return text.startsWith('+') || text.startsWith('-')
    ? { kind: 'relative', offset: value }
    : { kind: 'absolute', value };
}

export function isRelative(text: string): boolean {
  return parseBarrier(text).kind === 'relative';
}

/** At the money: the entry spot itself. */
export function isEntrySpot(text: string): boolean {
  const parsed = parseBarrier(text);
  return parsed.kind === 'relative' && parsed.offset === 0;
}

/** Decimals written after the point, e.g. 2 for "+0.50". */
export function writtenDecimals(text: string): number {
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** The barrier's level against a reference spot (the entry spot, or the current spot for a quote), pip-sized. */
export function absoluteBarrier(text: string, referenceSpot: number, pipSize: number): number {
  const parsed = parseBarrier(text);
  const level = parsed.kind === 'absolute' ? parsed.value : referenceSpot + parsed.offset;
  return Number(pipSized(level, pipSize));
}

/** Distance from the spot in whole pips. */
export function pipsAway(level: number, spot: number, pipSize: number): number {
  return Math.round(Math.abs(level - spot) / pipSize);
}
