import { useEffect, useRef, useState } from 'react';
import { after } from '../lib/timers';
import { useTimers } from './timers-context';

/**
 * `value`, passed on at most once every `intervalMs`: a change within the interval waits for its end,
 * and only the latest value of the wait is passed on.
 */
export function useThrottled<T>(value: T, intervalMs: number): T {
  const timers = useTimers();
  const [passed, setPassed] = useState(value);
  const passedAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (Object.is(value, passed)) return undefined;
    return after(timers, passedAt.current + intervalMs - timers.now(), () => {
      passedAt.current = timers.now();
      setPassed(value);
    });
  }, [value, passed, intervalMs, timers]);

  return passed;
}
