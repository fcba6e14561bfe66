import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** accounts-and-money §9: minimum age 18, maximum 100. */
const MIN_AGE_YEARS = 18;
const MAX_AGE_YEARS = 100;

/**
 * The dates of birth a date-of-birth picker offers on the day of `nowMs` (UTC), as YYYY-MM-DD: from
 * 100 years ago up to 18 years ago, both days included.
 */
export function birthDateRange(nowMs: number): { min: string; max: string } {
  const today = dayjs.utc(nowMs).startOf('day');
  return {
    min: today.subtract(MAX_AGE_YEARS, 'year').format('YYYY-MM-DD'),
    max: today.subtract(MIN_AGE_YEARS, 'year').format('YYYY-MM-DD'),
  };
}
