import type { AuthorizeResponse, LogoutResponse } from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery, type ThunkExtra } from '../base-query';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Authorizes the connection; the socket keeps the token to authorize again after a reconnect. */
    authorize: build.mutation<AuthorizeResponse, string>({
      query: (token) => socketQuery('authorize', { authorize: token }),
      onQueryStarted: async (token, { extra, queryFulfilled }) => {
        const { socket } = extra as ThunkExtra;
        try {
          await queryFulfilled;
          socket.setToken(token);
        } catch {
          socket.setToken(undefined);
        }
      },
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => socketQuery('logout', { logout: 1 }),
    }),
  }),
});

export const { useAuthorizeMutation, useLogoutMutation } = sessionApi;
