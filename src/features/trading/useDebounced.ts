import { useEffect, useState } from 'react';
import { after } from '../../lib/timers';
import { useTimers } from '../../ui/timers-context';

/**
 * `value` once it has stopped changing for `ms` (the form's 500 ms debounce, trading-core §5). With
 * `ms` 0 it is `value` at once, in the same render, and a later debounce starts from it.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const timers = useTimers();
  const [settled, setSettled] = useState(value);
  const atOnce = ms === 0;
  if (atOnce && !Object.is(settled, value)) setSettled(value);
  useEffect(() => (atOnce ? undefined : after(timers, ms, () => setSettled(value))), [value, ms, atOnce, timers]);
  return atOnce ? value : settled;
}
