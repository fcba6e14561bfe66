import type { ApiError, CallName } from '../../schemas/generated/types';
import { api } from './api';
import type { ThunkExtra } from './base-query';
import type { RequestOf, ResponseOf } from './socket/socket-client';

/**
 * A query endpoint over one socket stream. The cache entry holds `initial(first reply)`; each later
 * message of the stream is folded in with `update`. The listener is registered (onCacheEntryAdded runs
 * before queryFn) before the request goes out, and the stream is left when the cache entry goes away:
 * the socket client forgets it by subscription id once its last user leaves, so changing one price
 * box's request moves only that box's stream.
 */
export function streamQuery<Arg, C extends CallName, Data>(options: {
  call: C;
  request: (arg: Arg) => RequestOf<C>;
  initial: (first: ResponseOf<C>) => Data;
  update: (current: Data, message: ResponseOf<C>) => Data;
  /** Runs on every later message too, for effects beyond this entry (refreshing other queries). */
  onMessage?: (message: ResponseOf<C>, dispatch: (action: unknown) => unknown) => void;
}) {
  const { call, request, initial, update, onMessage } = options;
  return {
    async queryFn(arg: Arg, api: { extra: unknown }): Promise<{ data: Data } | { error: ApiError }> {
      const { socket } = api.extra as ThunkExtra;
      // Joins the stream onCacheEntryAdded opened, only to read its first reply.
      const handle = socket.subscribe(call, request(arg), () => undefined);
      try {
        return { data: initial(await handle.ready) };
      } catch (error) {
        return { error: error as ApiError };
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
      const handle = socket.subscribe(call, request(arg), (message) => {
        const entry = lifecycle.getCacheEntry();
        // An entry without data (its first reply was lost with the connection) takes the stream's
        // next first reply as a fresh start; updateCachedData would ignore it and keep the error.
        // (The cast: endpoints are injected, so the base api's endpoint table is empty to the type checker.)
        if (entry.data === undefined && entry.endpointName !== undefined)
          dispatch(
            api.util.upsertQueryEntries([{ endpointName: entry.endpointName, arg, value: initial(message) }] as never),
          );
        else lifecycle.updateCachedData((draft) => update(draft as Data, message));
        onMessage?.(message, dispatch);
      });
      await lifecycle.cacheEntryRemoved;
      handle.unsubscribe();
    },
  };
}
