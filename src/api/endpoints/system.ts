import type { TimeResponse } from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';
import { SERVER_TIME_RESYNC_MS } from '../../lib/constants';

const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    serverTime: build.query<TimeResponse, void>({
      query: () => socketQuery('time', { time: 1 }),
    }),
  }),
});

/** The platform's clock, re-read every 30 s. */
export const useServerTimeQuery = () =>
  systemApi.useServerTimeQuery(undefined, { pollingInterval: SERVER_TIME_RESYNC_MS });
