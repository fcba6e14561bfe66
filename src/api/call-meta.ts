import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError, CallName } from '../../schemas/generated/types';
import type { SocketQuery } from './base-query';

/** Which call a settled query or mutation made (its actions' `meta.baseQueryMeta`), for global handlers. */
export interface SocketQueryMeta {
  call: CallName;
}

/** The base query, with every answer and refusal marked with the call it came from. */
export function withCallMeta(
  baseQuery: BaseQueryFn<SocketQuery, unknown, ApiError>,
): BaseQueryFn<SocketQuery, unknown, ApiError, object, SocketQueryMeta> {
  return async (query, api, extraOptions) => {
    const result = await baseQuery(query, api, extraOptions);
    return { ...result, meta: { call: query.call } };
  };
}
