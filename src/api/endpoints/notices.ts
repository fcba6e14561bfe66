import type {
  GetAccountStatusResponse,
  GetSelfExclusionResponse,
  GetSettingsResponse,
  LandingCompanyDetailsRequest,
  LandingCompanyDetailsResponse,
  RealityCheckResponse,
  TopupVirtualResponse,
  WebsiteStatusResponse,
} from '../../../schemas/generated/types';
import type { RealityCheckSummary } from '../../../schemas/generated/types/reality_check';
import { rememberPlatformCurrencies } from '../../lib/currency';
import { api } from '../api';
import { socketQuery } from '../base-query';
import { streamQuery } from '../stream-query';

export type WebsiteStatus = WebsiteStatusResponse['website_status'];
export type AccountStatus = GetAccountStatusResponse['get_account_status'];
export type Settings = GetSettingsResponse['get_settings'];
export type SelfExclusion = GetSelfExclusionResponse['get_self_exclusion'];
export type { RealityCheckSummary };
export type TopUp = TopupVirtualResponse['topup_virtual'];
type LandingCompanyDetails = LandingCompanyDetailsResponse['landing_company_details'];

/** The calls the site-wide notices read: site status, account status and settings, limits. */
/** The summary, or null for the empty object the platform answers where there is no reality check. */
export function realityCheckSummaryOf(reply: RealityCheckResponse): RealityCheckSummary | null {
  return 'loginid' in reply.reality_check ? reply.reality_check : null;
}

function siteStatusOf(reply: WebsiteStatusResponse): WebsiteStatus {
  rememberPlatformCurrencies(reply.website_status.currencies_config);
  return reply.website_status;
}

export const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    websiteStatusStream: build.query<WebsiteStatus, void>(
      // The platform's currencies become the default of every amount's decimals as they arrive.
      streamQuery({
        call: 'website_status',
        request: () => ({ website_status: 1 as const }),
        initial: (first) => siteStatusOf(first),
        update: (_current, reply) => siteStatusOf(reply),
      }),
    ),
    accountStatus: build.query<AccountStatus, void>({
      query: () => socketQuery('get_account_status', { get_account_status: 1 }),
      transformResponse: (reply: GetAccountStatusResponse) => reply.get_account_status,
    }),
    settings: build.query<Settings, void>({
      query: () => socketQuery('get_settings', { get_settings: 1 }),
      transformResponse: (reply: GetSettingsResponse) => reply.get_settings,
    }),
    selfExclusion: build.query<SelfExclusion, void>({
      query: () => socketQuery('get_self_exclusion', { get_self_exclusion: 1 }),
      transformResponse: (reply: GetSelfExclusionResponse) => reply.get_self_exclusion,
    }),
    landingCompanyDetails: build.query<LandingCompanyDetails, LandingCompanyDetailsRequest['landing_company_details']>({
      query: (shortcode) => socketQuery('landing_company_details', { landing_company_details: shortcode }),
      transformResponse: (reply: LandingCompanyDetailsResponse) => reply.landing_company_details,
    }),
    realityCheck: build.mutation<RealityCheckSummary | null, void>({
      query: () => socketQuery('reality_check', { reality_check: 1 }),
      transformResponse: realityCheckSummaryOf,
    }),
    topupVirtual: build.mutation<TopUp, void>({
      query: () => socketQuery('topup_virtual', { topup_virtual: 1 }),
      transformResponse: (reply: TopupVirtualResponse) => reply.topup_virtual,
    }),
  }),
});

export const {
  useWebsiteStatusStreamQuery,
  useAccountStatusQuery,
  useSettingsQuery,
  useSelfExclusionQuery,
  useLandingCompanyDetailsQuery,
  useRealityCheckMutation,
  useTopupVirtualMutation,
} = noticesApi;
