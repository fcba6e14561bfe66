import type {
  ApiError,
  ChangePasswordRequest,
  GetAccountStatusResponse,
  GetSettingsResponse,
  SetSelfExclusionRequest,
  SetSettingsRequest,
} from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';
import { noticesApi } from './notices';

export type SettingsChanges = Omit<SetSettingsRequest, 'set_settings' | 'req_id' | 'passthrough' | 'loginid'>;
export type SelfExclusionChanges = Omit<SetSelfExclusionRequest, 'set_self_exclusion' | 'req_id' | 'passthrough'>;
type PasswordChange = Pick<ChangePasswordRequest, 'old_password' | 'new_password'>;

/** A fresh get_account_status into the cache the banner and the pages read. */
const accountStatusRead = (reply: GetAccountStatusResponse) =>
  noticesApi.util.upsertQueryData('accountStatus', undefined, reply.get_account_status);

/**
 * The client's own settings (accounts-and-money §7 "Accounts and settings", "Reports and security"):
 * personal details, the log-in password and self-exclusion. Each change is sent once, never from a
 * cache; after a change the account status (and, for details, the settings) are read afresh into the
 * caches the rest of the app reads (the header's banner among them).
 */
const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    setSettings: build.mutation<1, SettingsChanges>({
      queryFn: async (changes, { dispatch }, _extra, baseQuery) => {
        const saved = await baseQuery(socketQuery('set_settings', { set_settings: 1, ...changes }, true));
        if (saved.error) return { error: saved.error as ApiError };
        const [settings, status] = await Promise.all([
          baseQuery(socketQuery('get_settings', { get_settings: 1 }, true)),
          baseQuery(socketQuery('get_account_status', { get_account_status: 1 }, true)),
        ]);
        if (settings.data)
          dispatch(
            noticesApi.util.upsertQueryData('settings', undefined, (settings.data as GetSettingsResponse).get_settings),
          );
        if (status.data) dispatch(accountStatusRead(status.data as GetAccountStatusResponse));
        return { data: 1 };
      },
    }),
    changePassword: build.mutation<1, PasswordChange>({
      query: (change) => socketQuery('change_password', { change_password: 1, ...change }, true),
      transformResponse: () => 1 as const,
    }),
    setSelfExclusion: build.mutation<1, SelfExclusionChanges>({
      queryFn: async (changes, { dispatch }, _extra, baseQuery) => {
        const saved = await baseQuery(socketQuery('set_self_exclusion', { set_self_exclusion: 1, ...changes }, true));
        if (saved.error) return { error: saved.error as ApiError };
        const status = await baseQuery(socketQuery('get_account_status', { get_account_status: 1 }, true));
        if (status.data) dispatch(accountStatusRead(status.data as GetAccountStatusResponse));
        return { data: 1 };
      },
    }),
  }),
});

export const { useSetSettingsMutation, useChangePasswordMutation, useSetSelfExclusionMutation } = settingsApi;
