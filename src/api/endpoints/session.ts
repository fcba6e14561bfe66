import type { AuthorizeResponse, LogoutResponse } from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery, type ThunkExtra } from '../base-query';
import { clearResponseCaches } from '../cache/response-caches';

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
    /** Ends the session; `redirectTo` travels in the passthrough and comes back with the answer. */
    logout: build.mutation<LogoutResponse, { redirectTo?: string } | void>({
      query: (options) =>
        socketQuery(
          'logout',
          options?.redirectTo ? { logout: 1, passthrough: { redirect_to: options.redirectTo } } : { logout: 1 },
          true,
        ),
      onQueryStarted: async (_options, { extra, queryFulfilled }) => {
        const { socket, caches } = extra as ThunkExtra;
        await queryFulfilled.catch(() => undefined);
        socket.setToken(undefined);
        clearResponseCaches(caches);
      },
    }),
  }),
});

export const { useAuthorizeMutation, useLogoutMutation } = sessionApi;
