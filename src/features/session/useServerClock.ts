import { useEffect, useState } from 'react';
import { useServerTimeQuery } from '../../api/endpoints/system';
import { CLOCK_TICK_MS } from '../../lib/constants';

export interface ServerClock {
  /** The server's time now, in ms, or undefined until the first answer. */
  nowMs: number | undefined;
  /** Why the clock could not be synced, while it has no earlier sync to run on. */
  error: string | undefined;
}

/** The server's time, ticking every second between re-syncs. */
export function useServerClock(): ServerClock {
  const { data, fulfilledTimeStamp, error } = useServerTimeQuery();
  const [localNow, setLocalNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setLocalNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const offsetMs = data && fulfilledTimeStamp !== undefined ? data.time * 1000 - fulfilledTimeStamp : undefined;
  return {
    nowMs: offsetMs === undefined ? undefined : Math.max(localNow, fulfilledTimeStamp ?? 0) + offsetMs,
    // A refused re-sync (the connection is down) leaves the clock running on the last one.
    error: offsetMs === undefined && error && 'message' in error ? error.message : undefined,
  };
}
