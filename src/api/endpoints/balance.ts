import type { BalanceResponse } from '../../../schemas/generated/types';
import { api } from '../api';
import { streamQuery } from '../stream-query';

export type Balances = BalanceResponse['balance'];

export const balanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The balances of every account of the client, live. The first answer and each update replace
     * the cached value; the stream is forgotten when no component watches it any more. `loginid`
     * only keys the cache, so a new session starts a new stream.
     */
    balances: build.query<Balances, string>({
      ...streamQuery({
        call: 'balance',
        request: () => ({ balance: 1 as const, account: 'all' }),
        initial: (first) => first.balance,
        update: (_current, message) => message.balance,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const useBalancesQuery = balanceApi.useBalancesQuery;
