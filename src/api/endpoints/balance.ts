import type { BalanceResponse } from '../../../schemas/generated/types';
import { api } from '../api';
import type { ThunkExtra } from '../base-query';

export type Balances = BalanceResponse['balance'];

const balanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The balances of every account of the client, live. The first answer and each update replace
     * the cached value; the stream is forgotten when no component watches it any more. `loginid`
     * only keys the cache, so a new session starts a new stream.
     */
    balances: build.query<Balances | null, string>({
      queryFn: () => ({ data: null }),
      keepUnusedDataFor: 0,
      onCacheEntryAdded: async (_loginid, { extra, updateCachedData, cacheEntryRemoved }) => {
        const { socket } = extra as ThunkExtra;
        const stream = socket.subscribe('balance', { balance: 1, account: 'all' }, (message) =>
          updateCachedData(() => message.balance),
        );
        stream.ready.then((first) => updateCachedData(() => first.balance)).catch(() => undefined);
        await cacheEntryRemoved;
        stream.unsubscribe();
      },
    }),
  }),
});

export const useBalancesQuery = balanceApi.useBalancesQuery;
