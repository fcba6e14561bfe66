import type { AuthorizeResponse, LogoutResponse } from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    authorize: build.mutation<AuthorizeResponse, string>({
      query: (token) => socketQuery('authorize', { authorize: token }),
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => socketQuery('logout', { logout: 1 }),
    }),
  }),
});

export const { useAuthorizeMutation, useLogoutMutation } = sessionApi;
