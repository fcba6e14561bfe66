import { createApi } from '@reduxjs/toolkit/query/react';
import { socketBaseQuery } from './base-query';
import { withCallMeta } from './call-meta';

/** The one API slice; each domain injects its endpoints from api/endpoints/. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: withCallMeta(socketBaseQuery),
  endpoints: () => ({}),
});
