import type {
  AccountSecurityRequest,
  AccountSecurityResponse,
  ApiTokenRequest,
  ApiTokenResponse,
  LoginHistoryResponse,
  OauthAppsResponse,
} from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';

export type ApiToken = ApiTokenResponse['api_token']['tokens'][number];
export type TokenScope = ApiToken['scopes'][number];
export type AuthorisedApp = OauthAppsResponse['oauth_apps'][number];
export type LoginHistoryEntry = LoginHistoryResponse['login_history'][number];
export type TwoFactorState = NonNullable<AccountSecurityResponse['account_security']['totp']>;

/** login_history asks for the latest this many entries (accounts-and-money §7, §9). */
export const LOGIN_HISTORY_LIMIT = 50;

type TokenChange = Pick<ApiTokenRequest, 'new_token' | 'new_token_scopes' | 'delete_token'>;

const securityApiWithTags = api.enhanceEndpoints({ addTagTypes: ['AuthorisedApps'] });

/**
 * The security pages' calls (accounts-and-money §7 "Security"): API tokens, authorised apps, log-in
 * history and two-factor authentication. Every query is keyed by the account's loginid and read afresh
 * when a page opens.
 */
const securityApi = securityApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    apiTokens: build.query<ApiToken[], string>({
      query: () => socketQuery('api_token', { api_token: 1 }),
      transformResponse: (reply: ApiTokenResponse) => reply.api_token.tokens,
      keepUnusedDataFor: 0,
    }),
    /** Creates or deletes a token; the reply's list replaces the page's. */
    changeApiTokens: build.mutation<ApiToken[], { loginid: string; change: TokenChange }>({
      query: ({ change }) => socketQuery('api_token', { api_token: 1, ...change }, true),
      transformResponse: (reply: ApiTokenResponse) => reply.api_token.tokens,
      async onQueryStarted({ loginid }, { dispatch, queryFulfilled }) {
        const { data: tokens } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (tokens) dispatch(securityApi.util.upsertQueryData('apiTokens', loginid, tokens));
      },
    }),
    authorisedApps: build.query<AuthorisedApp[], string>({
      query: () => socketQuery('oauth_apps', { oauth_apps: 1 }),
      transformResponse: (reply: OauthAppsResponse) => reply.oauth_apps,
      providesTags: ['AuthorisedApps'],
      keepUnusedDataFor: 0,
    }),
    revokeApp: build.mutation<unknown, number>({
      query: (appId) => socketQuery('revoke_oauth_app', { revoke_oauth_app: appId }, true),
      invalidatesTags: ['AuthorisedApps'],
    }),
    loginHistory: build.query<LoginHistoryEntry[], string>({
      query: () => socketQuery('login_history', { login_history: 1, limit: LOGIN_HISTORY_LIMIT }),
      transformResponse: (reply: LoginHistoryResponse) => reply.login_history,
      keepUnusedDataFor: 0,
    }),
    /** Whether two-factor log-in is on for the client. */
    twoFactorStatus: build.query<TwoFactorState, string>({
      query: () => socketQuery('account_security', { account_security: 1, totp_action: 'status' }, true),
      transformResponse: (reply: AccountSecurityResponse) => reply.account_security.totp ?? {},
      keepUnusedDataFor: 0,
    }),
    /** A two-factor change: a new secret, or switching two-factor log-in on or off with a code. */
    twoFactor: build.mutation<TwoFactorState, Pick<AccountSecurityRequest, 'totp_action' | 'otp'>>({
      query: (action) => socketQuery('account_security', { account_security: 1, ...action }, true),
      transformResponse: (reply: AccountSecurityResponse) => reply.account_security.totp ?? {},
    }),
  }),
});

export const {
  useApiTokensQuery,
  useChangeApiTokensMutation,
  useAuthorisedAppsQuery,
  useRevokeAppMutation,
  useLoginHistoryQuery,
  useTwoFactorMutation,
  useTwoFactorStatusQuery,
} = securityApi;
