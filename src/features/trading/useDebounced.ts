import { useEffect, useState } from 'react';
import { after } from '../../lib/timers';
import { useTimers } from '../../ui/timers-context';

/** `value` once it has stopped changing for `ms` (the form's 500 ms debounce, trading-core §5). */
export function useDebounced<T>(value: T, ms: number): T {
  const timers = useTimers();
  const [settled, setSettled] = useState(value);
  useEffect(() => after(timers, ms, () => setSettled(value)), [value, ms, timers]);
  return settled;
}
