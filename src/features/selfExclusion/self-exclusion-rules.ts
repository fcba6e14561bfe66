import type { SelfExclusion } from '../../api/endpoints/notices';
import {
  NO_TURNOVER_LIMIT,
  SELF_EXCLUSION_MAX_DAYS,
  SELF_EXCLUSION_MAX_TIMEOUT_DAYS,
  SELF_EXCLUSION_MIN_MONTHS,
} from '../../lib/constants';
import { localize } from '../../lib/localize';
import { bounds, decimals, integer, number, required, type FieldRules, type Validator } from '../../lib/validators';
import { AMOUNT_LIMITS, COUNT_LIMITS, type NumericLimit, type SelfExclusionValues } from './self-exclusion-fields';

const DAY_MS = 86_400_000;
/** A session lasts at most 6 weeks, in minutes (accounts-and-money §5). */
const MAX_SESSION_MINUTES = SELF_EXCLUSION_MAX_TIMEOUT_DAYS * 24 * 60;

const isoDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

function monthsLater(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return isoDay(date.getTime());
}

/** A limit the client has set; the turnover's "no limit" value counts as none. */
export function currentLimit(current: SelfExclusion, field: NumericLimit): number | undefined {
  const value = current[field];
  return field === 'max_30day_turnover' && value === NO_TURNOVER_LIMIT ? undefined : value;
}

/** The epoch seconds of a time-out's date and GMT time (midnight when no time is given). */
export function timeoutEpoch(date: string, time: string): number {
  return Date.parse(`${date}T${time || '00:00'}:00Z`) / 1000;
}

/** The form's values from get_self_exclusion: limits as typed numbers, the time-out as a GMT date and time. */
export function selfExclusionValues(current: SelfExclusion): SelfExclusionValues {
  const values = {} as SelfExclusionValues;
  for (const field of [...AMOUNT_LIMITS, ...COUNT_LIMITS]) {
    const limit = currentLimit(current, field);
    values[field] = limit === undefined ? '' : `${limit}`;
  }
  const timeout = current.timeout_until ? new Date(current.timeout_until * 1000).toISOString() : '';
  values.timeout_date = timeout.slice(0, 10);
  values.timeout_time = timeout.slice(11, 16);
  values.exclude_until = current.exclude_until ?? '';
  return values;
}

/** A limit once set may only be lowered: required, from 0 up to its current value (and a session to 6 weeks). */
function limitRules(field: NumericLimit, current: SelfExclusion, currencyDecimals: number): Validator[] {
  const limit = currentLimit(current, field);
  const isAmount = (AMOUNT_LIMITS as readonly string[]).includes(field);
  const ceiling =
    field === 'session_duration_limit' ? Math.min(limit ?? MAX_SESSION_MINUTES, MAX_SESSION_MINUTES) : limit;
  return [
    ...(limit === undefined ? [] : [required]),
    ...(isAmount ? [number, decimals(currencyDecimals)] : [integer]),
    bounds({ min: 0, max: ceiling, decimals: isAmount && ceiling !== undefined ? currencyDecimals : undefined }),
  ];
}

/**
 * accounts-and-money §5 "Self-exclusion" and §9: every limit from 0 to its current value, required
 * once set; a time-out from today to 6 weeks ahead and not in the past; an exclusion more than
 * 6 months and at most 5 years (1825 days) ahead. `nowMs` is the server's time.
 */
export function selfExclusionRules(
  values: SelfExclusionValues,
  current: SelfExclusion,
  currencyDecimals: number,
  nowMs: number,
): FieldRules<SelfExclusionValues> {
  const today = isoDay(nowMs);
  const limits = [...AMOUNT_LIMITS, ...COUNT_LIMITS].map((field) => [
    field,
    limitRules(field, current, currencyDecimals),
  ]);
  return {
    ...(Object.fromEntries(limits) as FieldRules<SelfExclusionValues>),
    timeout_date: [
      ...(values.timeout_time ? [required] : []),
      (date) => (date !== '' && date < today ? localize('Time out must be after today.') : undefined),
      (date) =>
        date > isoDay(nowMs + SELF_EXCLUSION_MAX_TIMEOUT_DAYS * DAY_MS)
          ? localize('Time out cannot be more than 6 weeks.')
          : undefined,
    ],
    timeout_time: [
      (time) =>
        values.timeout_date && timeoutEpoch(values.timeout_date, time) * 1000 <= nowMs
          ? localize('Time out cannot be in the past.')
          : undefined,
    ],
    exclude_until: [
      (date) =>
        date !== '' && date <= monthsLater(today, SELF_EXCLUSION_MIN_MONTHS)
          ? localize('Exclude time cannot be less than 6 months.')
          : undefined,
      (date) =>
        date > isoDay(nowMs + SELF_EXCLUSION_MAX_DAYS * DAY_MS)
          ? localize('Exclude time cannot be for more than 5 years.')
          : undefined,
    ],
  };
}
