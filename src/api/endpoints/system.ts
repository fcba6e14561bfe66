import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import type { TimeResponse } from '../../../schemas/generated/types';
import { SERVER_TIME_RESYNC_MS } from '../../lib/constants';
import { api } from '../api';
import { socketQuery } from '../base-query';
import { selectConnection } from '../connection-slice';

const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    serverTime: build.query<TimeResponse, void>({
      query: () => socketQuery('time', { time: 1 }),
    }),
  }),
});

/**
 * The platform's clock, re-read every 30 s. A re-read refused while the connection was down (the
 * socket does not queue it) is made again as soon as the connection is back.
 */
export function useServerTimeQuery() {
  const result = systemApi.useServerTimeQuery(undefined, { pollingInterval: SERVER_TIME_RESYNC_MS });
  const { lost } = useSelector(selectConnection);
  const { isError, refetch } = result;
  const wasLost = useRef(lost);
  useEffect(() => {
    const reconnected = wasLost.current && !lost;
    wasLost.current = lost;
    if (reconnected && isError) void refetch();
  }, [lost, isError, refetch]);
  return result;
}
