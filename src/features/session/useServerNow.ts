import { useCallback, useEffect, useRef } from 'react';
import { useServerTimeQuery } from '../../api/endpoints/system';

/**
 * A function returning the platform's time in seconds, read when called: start times and end times
 * come from the server's clock, without re-rendering the page every second.
 */
export function useServerNow(): () => number {
  const { data, fulfilledTimeStamp } = useServerTimeQuery();
  const offsetMs = useRef(0);
  useEffect(() => {
    if (data && fulfilledTimeStamp !== undefined) offsetMs.current = data.time * 1000 - fulfilledTimeStamp;
  }, [data, fulfilledTimeStamp]);
  return useCallback(() => Math.floor((Date.now() + offsetMs.current) / 1000), []);
}
