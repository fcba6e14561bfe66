import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError, CallName } from '../../schemas/generated/types';
import type { RequestOf, SocketClient } from './socket/socket-client';

/** One call and its request, as a query's argument. */
export type SocketQuery = { [C in CallName]: { call: C; payload: RequestOf<C> } }[CallName];

export function socketQuery<C extends CallName>(call: C, payload: RequestOf<C>): SocketQuery {
  return { call, payload } as SocketQuery;
}

/** What the store hands every thunk and query: the app's one socket. */
export interface ThunkExtra {
  socket: SocketClient;
}

/** RTK Query over the socket: API errors come back as `{ code, message, details }`. */
export const socketBaseQuery: BaseQueryFn<SocketQuery, unknown, ApiError> = async ({ call, payload }, api) => {
  const { socket } = api.extra as ThunkExtra;
  try {
    return { data: await socket.request(call, payload as RequestOf<typeof call>) };
  } catch (error) {
    return { error: error as ApiError };
  }
};
