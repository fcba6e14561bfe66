import type { GetLimitsResponse } from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';

export type AccountLimits = GetLimitsResponse['get_limits'];

export const limitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in account's trading and withdrawal limits; the argument (its loginid) keys the cache. */
    limits: build.query<AccountLimits, string>({
      query: () => socketQuery('get_limits', { get_limits: 1 }),
      transformResponse: (response: GetLimitsResponse) => response.get_limits,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLimitsQuery } = limitsApi;
