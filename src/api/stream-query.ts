import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import type { ApiError, CallName } from '../../schemas/generated/types';
import { api } from './api';
import type { ThunkExtra } from './base-query';
import type { RequestOf, ResponseOf } from './socket/socket-client';

/** What the base api's endpoints are to this module (they are injected, so its table is empty to the type checker). */
type InjectedEndpoints = Record<string, { initiate(arg: unknown, options: object): unknown }>;

/**
 * A query endpoint over one socket stream. The cache entry holds `initial(first reply)`; each later
 * message of the stream is folded in with `update`. The listener is registered (onCacheEntryAdded runs
 * before queryFn) before the request goes out, and the stream is left when the cache entry goes away:
 * the socket client forgets it by subscription id once its last user leaves, so changing one price
 * box's request moves only that box's stream. A stream the platform ends with an error (the market
 * closed under a proposal) puts its entry in that error, without data: nothing keeps showing a stale
 * value. Errors carry the call, for the global error handling.
 */
export function streamQuery<Arg, C extends CallName, Data>(options: {
  call: C;
  request: (arg: Arg) => RequestOf<C>;
  initial: (first: ResponseOf<C>, arg: Arg) => Data;
  update: (current: Data, message: ResponseOf<C>, arg: Arg) => Data;
  /** Runs on every later message too, for effects beyond this entry (refreshing other queries). */
  onMessage?: (message: ResponseOf<C>, dispatch: (action: unknown) => unknown) => void;
}) {
  const { call, request, initial, update, onMessage } = options;
  /** Per store (its thunk extra): the errors that ended live entries' streams, by cache key. */
  const endedByStore = new WeakMap<object, Map<string, ApiError>>();
  const endedWith = (extra: unknown) => {
    const store = extra as object;
    let ended = endedByStore.get(store);
    if (!ended) endedByStore.set(store, (ended = new Map()));
    return ended;
  };
  return {
    async queryFn(
      arg: Arg,
      queryApi: { extra: unknown; queryCacheKey?: string },
    ): Promise<{ data: Data; meta: { call: C } } | { error: ApiError; meta: { call: C } }> {
      const meta = { call };
      const { queryCacheKey } = queryApi;
      const ended = queryCacheKey === undefined ? undefined : endedWith(queryApi.extra).get(queryCacheKey);
      if (ended) return { error: ended, meta };
      const { socket } = queryApi.extra as ThunkExtra;
      // Joins the stream onCacheEntryAdded opened, only to read its first reply.
      const handle = socket.subscribe(call, request(arg), () => undefined);
      try {
        return { data: initial(await handle.ready, arg), meta };
      } catch (error) {
        return { error: error as ApiError, meta };
      } finally {
        handle.unsubscribe();
      }
    },
    async onCacheEntryAdded(
      arg: Arg,
      lifecycle: {
        extra: unknown;
        dispatch: (action: never) => unknown;
        cacheEntryRemoved: Promise<void>;
        updateCachedData: (recipe: (draft: Data) => Data | void) => void;
        getCacheEntry: () => { data?: unknown; endpointName?: string };
      },
    ): Promise<void> {
      const { socket } = lifecycle.extra as ThunkExtra;
      const dispatch = lifecycle.dispatch as (action: unknown) => unknown;
      const endpointName = lifecycle.getCacheEntry().endpointName;
      const cacheKey =
        endpointName === undefined ? undefined : defaultSerializeQueryArgs({ endpointName, queryArgs: arg } as never);
      const onMessageOf = (message: ResponseOf<C>) => {
        const entry = lifecycle.getCacheEntry();
        // An entry without data (its first reply was lost with the connection) takes the stream's
        // next first reply as a fresh start; updateCachedData would ignore it and keep the error.
        if (entry.data === undefined && endpointName !== undefined)
          dispatch(api.util.upsertQueryEntries([{ endpointName, arg, value: initial(message, arg) }] as never));
        else lifecycle.updateCachedData((draft) => update(draft as Data, message, arg));
        onMessage?.(message, dispatch);
      };
      const onEnded = (error: ApiError) => {
        if (endpointName === undefined || cacheKey === undefined) return;
        endedWith(lifecycle.extra).set(cacheKey, error);
        dispatch(
          api.util.patchQueryData(endpointName as never, arg as never, [{ op: 'replace', path: [], value: undefined }]),
        );
        // Asked again, the entry's query answers with the error without sending anything.
        dispatch(
          (api.endpoints as InjectedEndpoints)[endpointName]?.initiate(arg, { subscribe: false, forceRefetch: true }),
        );
      };
      const handle = socket.subscribe(call, request(arg), onMessageOf, onEnded);
      await lifecycle.cacheEntryRemoved;
      handle.unsubscribe();
      if (cacheKey !== undefined) endedWith(lifecycle.extra).delete(cacheKey);
    },
  };
}
