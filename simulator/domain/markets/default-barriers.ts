import type { ExpiryKind } from '../pricing/duration-limits';
import type { Underlying } from './underlying';
import { pipDecimals, roundToPip } from './underlying';

const SECONDS_PER_YEAR = 365 * 86_400;

/**
 * How far from the spot contracts_for puts a default barrier: half a standard deviation of the move
 * over the shortest duration offered (at least a minute, a day for daily contracts), at least one pip.
 */
function barrierOffset(underlying: Underlying, spot: number, expiry: ExpiryKind, minSeconds: number): number {
  const seconds =
    expiry === 'daily'
      ? 86_400
      : expiry === 'tick'
        ? minSeconds * underlying.tickIntervalSeconds
        : Math.max(60, minSeconds);
  const offset = 0.5 * spot * underlying.vol * Math.sqrt(seconds / SECONDS_PER_YEAR);
  return Math.max(underlying.pip, roundToPip(offset, underlying.pip));
}

/** Default barriers: relative (+/-offset) for tick and intraday contracts, absolute for daily ones. */
export function defaultBarriers(
  underlying: Underlying,
  spot: number,
  expiry: ExpiryKind,
  minSeconds: number,
): { high: string; low: string } {
  const offset = barrierOffset(underlying, spot, expiry, minSeconds);
  const decimals = pipDecimals(underlying.pip);
  if (expiry === 'daily')
    return { high: (spot + offset).toFixed(decimals), low: Math.max(underlying.pip, spot - offset).toFixed(decimals) };
  return { high: `+${offset.toFixed(decimals)}`, low: `-${offset.toFixed(decimals)}` };
}
