import { REMAINING_TIME_ALERT_S } from './constants';

export interface RemainingTime {
  seconds: number;
  /** "1d 02:03:04" or "02:03:04". */
  text: string;
  /** 120 s or less: alert style, and the price buttons go inactive. */
  alert: boolean;
  /** 0 or less: the period is over; the contracts cache is dropped and the page reloads. */
  over: boolean;
}

const two = (value: number) => String(value).padStart(2, '0');

/** The time left in a period ending at `expiry`, at `now` (both epoch seconds). */
export function remainingTime(expiry: number, now: number): RemainingTime {
  const seconds = Math.max(0, Math.floor(expiry - now));
  const days = Math.floor(seconds / 86_400);
  const clock = `${two(Math.floor((seconds % 86_400) / 3_600))}:${two(Math.floor((seconds % 3_600) / 60))}:${two(seconds % 60)}`;
  return {
    seconds,
    text: days > 0 ? `${days}d ${clock}` : clock,
    alert: seconds <= REMAINING_TIME_ALERT_S,
    over: expiry - now <= 0,
  };
}
