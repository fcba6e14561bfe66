import { useEffect, useState } from 'react';
import { REMAINING_TIME_REFRESH_MS } from './constants';
import { remainingTime, type RemainingTime } from './remaining-time';

/**
 * The time left until `expiry`, read from the server's clock every 500 ms. `pick` chooses what the
 * caller follows, so a caller that only needs the phase re-renders only when the phase changes.
 */
export function usePeriodClock<T>(
  expiry: number | undefined,
  now: () => number,
  pick: (remaining: RemainingTime | undefined) => T,
): T {
  const read = () => pick(expiry === undefined ? undefined : remainingTime(expiry, now()));
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () => setValue(pick(expiry === undefined ? undefined : remainingTime(expiry, now())));
    update();
    const timer = setInterval(update, REMAINING_TIME_REFRESH_MS);
    return () => clearInterval(timer);
    // `pick` is a module-level function at every call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiry, now]);
  return value;
}

export type PeriodPhase = 'open' | 'closing' | 'over' | 'none';

/** open; closing at 120 s or less (buttons inactive); over at 0. */
export function phaseOf(remaining: RemainingTime | undefined): PeriodPhase {
  if (!remaining) return 'none';
  if (remaining.over) return 'over';
  return remaining.alert ? 'closing' : 'open';
}
