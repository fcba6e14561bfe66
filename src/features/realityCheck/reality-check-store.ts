import type { RealityCheckSummary } from '../../api/endpoints/notices';
import {
  REALITY_CHECK_DEFAULT_INTERVAL_MS,
  REALITY_CHECK_MAX_MINUTES,
  REALITY_CHECK_MIN_MINUTES,
} from '../../lib/constants';
import { bounds, firstError, integer, required } from '../../lib/validators';

/** What the reality check keeps in local storage (trading-core §3): the acknowledgement and the interval. */
export interface RealityCheckSettings {
  ack: boolean;
  /** ms between summaries. */
  interval: number;
}

const SETTINGS_KEY = 'reality_check';
const SUMMARY_KEY = 'reality_check.summary';

export function readRealityCheck(storage: Storage | undefined): RealityCheckSettings {
  try {
    const stored = JSON.parse(storage?.getItem(SETTINGS_KEY) ?? '{}') as Partial<RealityCheckSettings>;
    const interval =
      typeof stored.interval === 'number' && isAllowedInterval(stored.interval) ? stored.interval : undefined;
    return {
      ack: stored.ack === true && interval !== undefined,
      interval: interval ?? REALITY_CHECK_DEFAULT_INTERVAL_MS,
    };
  } catch {
    return { ack: false, interval: REALITY_CHECK_DEFAULT_INTERVAL_MS };
  }
}

export function acknowledgeRealityCheck(storage: Storage | undefined, interval: number): RealityCheckSettings {
  const settings = { ack: true, interval };
  storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  return settings;
}

/** The last summary shown, kept with the settings as the spec lists. */
export function keepSummary(storage: Storage | undefined, summary: RealityCheckSummary): void {
  storage?.setItem(SUMMARY_KEY, JSON.stringify(summary));
}

function isAllowedInterval(ms: number): boolean {
  return ms >= REALITY_CHECK_MIN_MINUTES * 60_000 && ms <= REALITY_CHECK_MAX_MINUTES * 60_000 && ms % 60_000 === 0;
}

const intervalRules = [
  required,
  integer,
  bounds({ min: REALITY_CHECK_MIN_MINUTES, max: REALITY_CHECK_MAX_MINUTES }),
] as const;

/** The interval field, in whole minutes from 10 to 60: the error to show, or the interval in ms. */
export function parseIntervalMinutes(text: string): { error: string } | { interval: number } {
  const value = text.trim();
  const error = firstError(value, intervalRules);
  return error === undefined ? { interval: Number(value) * 60_000 } : { error };
}
