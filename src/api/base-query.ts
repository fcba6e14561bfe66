import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError, CallName } from '../../schemas/generated/types';
import { cachedAnswer, failedAfterCachedAnswer, keepAnswer, type ResponseCaches } from './cache/response-caches';
import { StorageCache } from './cache/storage-cache';
import type { RequestOf, SocketClient } from './socket/socket-client';

/** One call and its request, as a query's argument; `forced` skips the caches. */
export type SocketQuery = { [C in CallName]: { call: C; payload: RequestOf<C>; forced?: boolean } }[CallName];

export function socketQuery<C extends CallName>(call: C, payload: RequestOf<C>, forced = false): SocketQuery {
  return { call, payload, forced } as SocketQuery;
}

/** What the store hands every thunk and query: the app's one socket, and its answer caches. */
export interface ThunkExtra {
  socket: SocketClient;
  caches?: ResponseCaches;
}

/**
 * RTK Query over the socket: API errors come back as `{ code, message, details }`. Cached kinds of
 * request are answered from the caches when they can be (trading-core §7).
 */
export const socketBaseQuery: BaseQueryFn<SocketQuery, unknown, ApiError> = async (
  { call, payload, forced = false },
  api,
) => {
  const { socket, caches } = api.extra as ThunkExtra;
  const cached = caches ? cachedAnswer(caches, call, payload, forced) : { hit: false as const, hadExpired: false };
  if (cached.hit) return { data: cached.answer };
  try {
    const answer = await socket.request(call, payload as RequestOf<typeof call>);
    if (caches) keepAnswer(caches, call, payload, answer);
    return { data: answer };
  } catch (error) {
    const apiError = error as ApiError;
    if (caches && cached.hadExpired && StorageCache.isCached(call) && apiError.code !== 'ConnectionLost') {
      failedAfterCachedAnswer(caches);
    }
    return { error: apiError };
  }
};
