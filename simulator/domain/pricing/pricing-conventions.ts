import { SECONDS_PER_YEAR } from './market-inputs';

/**
 * How the platform turns a contract into pricing inputs: time conventions (Finance::Contract: a
 * 365-day year with no weekend adjustment for synthetic indices, a duration trim on indices that
 * tick every 2 seconds, the reset time) and the barrier shift for tick-by-tick monitoring.
 */

const SECONDS_PER_DAY = 86_400;
const MIN_PRICING_SECONDS = 1e-6 * SECONDS_PER_DAY;
const MAX_PRICING_SECONDS = 730 * SECONDS_PER_DAY;

/** Contracts shorter than this may be trimmed to the span of ticks that can actually occur. */
const TRIM_BELOW_SECONDS = 300;

/** Pricing time in years for a duration in seconds, bounded to [1e-6, 730] days as the platform does. */
export function pricingYears(seconds: number): number {
  return Math.min(Math.max(seconds, MIN_PRICING_SECONDS), MAX_PRICING_SECONDS) / SECONDS_PER_YEAR;
}

/** A tick-expiry contract lasts `ticks` generation intervals. */
export function tickExpirySeconds(ticks: number, generationIntervalSeconds: number): number {
  return ticks * generationIntervalSeconds;
}

export interface ContractSpan {
  startEpoch: number;
  expiryEpoch: number;
  generationIntervalSeconds: number;
  /** True for a single barrier given as S0P; two-barrier contracts and lookbacks are never ATM. */
  atm: boolean;
  tickExpiry: boolean;
  /** Pricing a sell-back rather than a purchase. */
  forSale: boolean;
}

/**
 * Seconds to price with. On indices that tick every 2 s (on even seconds), a short non-ATM
 * purchase is priced over the ticks that can really occur: from the first even second after
 * the start to the last even second not after the expiry.
 */
export function pricingDurationSeconds(span: ContractSpan): number {
  const { startEpoch, expiryEpoch } = span;
  const duration = expiryEpoch - startEpoch;
  const trimmed =
    span.generationIntervalSeconds > 1 &&
    !span.atm &&
    !span.tickExpiry &&
    !span.forSale &&
    duration < TRIM_BELOW_SECONDS;
  if (!trimmed) return duration;
  const lastTick = expiryEpoch - (isOdd(expiryEpoch) ? 1 : 0);
  const firstTick = startEpoch + (isOdd(startEpoch) ? 1 : 2);
  return lastTick - firstTick;
}

/** Reset contracts reset at half their life, rounded down to a whole generation interval. */
export function resetTimeSeconds(durationSeconds: number, generationIntervalSeconds: number): number {
  return Math.floor(durationSeconds / 2 / generationIntervalSeconds) * generationIntervalSeconds;
}

function isOdd(epoch: number): boolean {
  return Math.abs(epoch % 2) === 1;
}

/**
 * Broadie-Glasserman-Kou continuity correction: a barrier watched only at each tick behaves like a
 * continuously watched barrier moved away from the spot by exp(β·σ·√Δt), β = −ζ(½)/√(2π) ≈ 0.5826.
 */
export const BGK_CONSTANT = 0.5826;

/** exp(β·σ·√Δt) for ticks every `generationIntervalSeconds`. */
export function discreteMonitoringFactor(vol: number, generationIntervalSeconds: number): number {
  return Math.exp(BGK_CONSTANT * vol * Math.sqrt(generationIntervalSeconds / SECONDS_PER_YEAR));
}

/**
 * The barrier a path-dependent contract (touch, stays-in/goes-out) is priced with: moved up when it
 * lies above the spot, down otherwise (a barrier at the spot moves down). European barriers are not shifted.
 */
export function shiftedBarrier(barrier: number, spot: number, vol: number, generationIntervalSeconds: number): number {
  const factor = discreteMonitoringFactor(vol, generationIntervalSeconds);
  return barrier > spot ? barrier * factor : barrier / factor;
}
