import type { AvailableContract } from '../../../api/endpoints/markets';
import { parseDuration, type DurationUnit } from '../../../lib/duration-text';
import { bounds, firstError, integer, required } from '../../../lib/validators';

export { durationText, parseDuration, type DurationUnit } from '../../../lib/duration-text';

export interface DurationLimits {
  readonly unit: DurationUnit;
  readonly min: number;
  readonly max: number;
}

const UNIT_SECONDS: Readonly<Record<Exclude<DurationUnit, 't'>, number>> = { s: 1, m: 60, h: 3600, d: 86_400 };
const INTRADAY_UNITS = ['s', 'm', 'h'] as const;
/** The daily date picker offers 1 to 365 days (trading-core §5). */
export const DAILY_PICKER_DAYS = { min: 1, max: 365 } as const;
const MAX_DAYS = DAILY_PICKER_DAYS.max;
/** High/Low Ticks always lasts 5 ticks (trading-core §4). */
export const HIGH_LOW_TICKS_DURATION = 5;

/** English catalogue keys, kept literal so the catalogue check sees each one; show them through `localize`. */
export const DURATION_UNIT_LABELS = {
  t: 'ticks',
  s: 'seconds',
  m: 'minutes',
  h: 'hours',
  d: 'days',
} as const satisfies Readonly<Record<DurationUnit, string>>;

function toSeconds(text: string): number | undefined {
  const duration = parseDuration(text);
  if (!duration || duration.unit === 't') return undefined;
  return duration.amount * UNIT_SECONDS[duration.unit];
}

/**
 * The duration units the contracts allow, each with its bounds in that unit, in the order t, s, m,
 * h, d. Tick contracts give ticks; intraday ones seconds, minutes and hours where a whole one fits,
 * from the unit their shortest duration is stated in; daily ones days, at most 365.
 */
export function durationLimits(contracts: readonly AvailableContract[]): DurationLimits[] {
  const limits: DurationLimits[] = [];
  const ticks = contracts.filter((contract) => contract.expiry_type === 'tick');
  const tickMin = Math.min(...ticks.map((c) => parseDuration(c.min_contract_duration)?.amount ?? Infinity));
  const tickMax = Math.max(...ticks.map((c) => parseDuration(c.max_contract_duration)?.amount ?? -Infinity));
  if (tickMin <= tickMax) limits.push({ unit: 't', min: tickMin, max: tickMax });

  const intradayContracts = contracts.filter((contract) => contract.expiry_type === 'intraday');
  const intraday = secondsRange(intradayContracts);
  if (intraday) {
    const smallest = smallestUnitIndex(intradayContracts);
    for (const unit of INTRADAY_UNITS.slice(smallest)) {
      const min = Math.max(1, Math.ceil(intraday.min / UNIT_SECONDS[unit]));
      const max = Math.floor(Math.min(intraday.max, UNIT_SECONDS.d - 1) / UNIT_SECONDS[unit]);
      if (min <= max) limits.push({ unit, min, max });
    }
  }
  const daily = secondsRange(contracts.filter((contract) => contract.expiry_type === 'daily'));
  if (daily) {
    const min = Math.max(1, Math.ceil(daily.min / UNIT_SECONDS.d));
    const max = Math.min(MAX_DAYS, Math.floor(daily.max / UNIT_SECONDS.d));
    if (min <= max) limits.push({ unit: 'd', min, max });
  }
  return limits;
}

/** Units below the one the shortest contract is stated in are not offered: a "2m" minimum offers no seconds. */
function smallestUnitIndex(contracts: readonly AvailableContract[]): number {
  const shortest = contracts.reduce<{ seconds: number; unit?: DurationUnit }>(
    (best, contract) => {
      const seconds = toSeconds(contract.min_contract_duration);
      return seconds !== undefined && seconds < best.seconds
        ? { seconds, unit: parseDuration(contract.min_contract_duration)?.unit }
        : best;
    },
    { seconds: Infinity },
  );
  return Math.max(
    0,
    INTRADAY_UNITS.findIndex((unit) => unit === shortest.unit),
  );
}

function secondsRange(contracts: readonly AvailableContract[]): { min: number; max: number } | undefined {
  const mins = contracts.map((c) => toSeconds(c.min_contract_duration)).filter((s) => s !== undefined);
  const maxes = contracts.map((c) => toSeconds(c.max_contract_duration)).filter((s) => s !== undefined);
  if (mins.length === 0 || maxes.length === 0) return undefined;
  return { min: Math.min(...mins), max: Math.max(...maxes) };
}

/** A duration typed with decimals as it is priced: "5.9" is 5; anything else stays as typed, trimmed. */
export function flooredDuration(text: string): string {
  const trimmed = text.trim();
  return /^\d+\.\d*$/.test(trimmed) ? trimmed.slice(0, trimmed.indexOf('.')) : trimmed;
}

/**
 * Reads a typed duration: floored to a whole number, then checked against the unit's bounds
 * (trading-core §5). The error is the first rule broken, in the validators' words.
 */
export function checkDuration(
  text: string,
  limits: DurationLimits,
): { value: number; error?: undefined } | { value?: undefined; error: string } {
  const floored = flooredDuration(text);
  const error = firstError(floored, [required, integer]);
  if (error) return { error };
  const outOfBounds = bounds({ min: limits.min, max: limits.max })(floored);
  return outOfBounds ? { error: outOfBounds } : { value: Number(floored) };
}

/** Which of contracts_for's expiry types a duration unit prices: ticks, intraday (s, m, h) or daily. */
export function expiryTypeOf(unit: DurationUnit): 'tick' | 'intraday' | 'daily' {
  if (unit === 't') return 'tick';
  return unit === 'd' ? 'daily' : 'intraday';
}

/** The contracts that price a duration in `unit` starting now ('spot') or later ('forward'). */
export function contractsForUnit(
  contracts: readonly AvailableContract[],
  unit: DurationUnit,
  startType: 'spot' | 'forward',
): AvailableContract[] {
  return contracts.filter((c) => c.start_type === startType && c.expiry_type === expiryTypeOf(unit));
}
