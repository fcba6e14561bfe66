import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import type {
  ApiError,
  GetAccountStatusResponse,
  GetFinancialAssessmentResponse,
  GetSettingsResponse,
  SetFinancialAssessmentResponse,
} from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery, type SocketQuery } from '../base-query';
import { noticesApi } from './notices';

/** The stored answers by question, with the scores the platform gives them. */
export type FinancialAssessment = GetFinancialAssessmentResponse['get_financial_assessment'];
type AssessmentScores = SetFinancialAssessmentResponse['set_financial_assessment'];

/** Answers by question, each section whole (the platform takes a section only with all its answers). */
export interface AssessmentAnswers {
  financial_information: Record<string, string>;
  trading_experience: Record<string, string>;
}

type BaseQuery = (
  query: SocketQuery,
) => PromiseLike<{ data?: unknown; error?: unknown }> | { data?: unknown; error?: unknown };

/**
 * Reads the settings and the account status again past the answer caches, into the entries the
 * banner and the pages read, after a change to them. A failed read keeps the entries as they were.
 */
async function rereadAccountState(baseQuery: BaseQuery, dispatch: BaseQueryApi['dispatch']): Promise<void> {
  const [settings, status] = await Promise.all([
    baseQuery(socketQuery('get_settings', { get_settings: 1 }, true)),
    baseQuery(socketQuery('get_account_status', { get_account_status: 1 }, true)),
  ]);
  if (!settings.error) {
    const { get_settings } = settings.data as GetSettingsResponse;
    await dispatch(noticesApi.util.upsertQueryData('settings', undefined, get_settings));
  }
  if (!status.error) {
    const { get_account_status } = status.data as GetAccountStatusResponse;
    await dispatch(noticesApi.util.upsertQueryData('accountStatus', undefined, get_account_status));
  }
}

/**
 * The client's profile calls (accounts-and-money §7 "Accounts and settings"): the financial assessment,
 * the terms approval and the professional-status request. Each change is followed by a fresh read of
 * the settings and account status it changes, so the banner and the pages show the new state.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The assessment of the account the argument names (its loginid keys the cache). */
    financialAssessment: build.query<FinancialAssessment, string>({
      query: () => socketQuery('get_financial_assessment', { get_financial_assessment: 1 }, true),
      transformResponse: (reply: GetFinancialAssessmentResponse) => reply.get_financial_assessment,
    }),
    /** Saves the answers; the account's cached assessment then holds them with the platform's scores. */
    setFinancialAssessment: build.mutation<AssessmentScores, { loginid: string; answers: AssessmentAnswers }>({
      queryFn: async ({ loginid, answers }, { dispatch }, _extra, baseQuery) => {
        const saved = await baseQuery(
          socketQuery('set_financial_assessment', { set_financial_assessment: 1, ...answers }, true),
        );
        if (saved.error) return { error: saved.error as ApiError };
        const scores = (saved.data as SetFinancialAssessmentResponse).set_financial_assessment;
        const assessment = { ...answers.financial_information, ...answers.trading_experience, ...scores };
        await dispatch(profileApi.util.upsertQueryData('financialAssessment', loginid, assessment));
        await rereadAccountState(baseQuery, dispatch);
        return { data: scores };
      },
    }),
    /** Accepts the current terms and conditions (tnc_approval). */
    acceptTerms: build.mutation<null, void>({
      queryFn: async (_arg, { dispatch }, _extra, baseQuery) => {
        const approval = await baseQuery(socketQuery('tnc_approval', { tnc_approval: 1 }, true));
        if (approval.error) return { error: approval.error as ApiError };
        await rereadAccountState(baseQuery, dispatch);
        return { data: null };
      },
    }),
    /** Asks for the account to be treated as a professional client (set_settings). */
    requestProfessionalStatus: build.mutation<null, void>({
      queryFn: async (_arg, { dispatch }, _extra, baseQuery) => {
        const request = await baseQuery(
          socketQuery('set_settings', { set_settings: 1, request_professional_status: 1 }, true),
        );
        if (request.error) return { error: request.error as ApiError };
        await rereadAccountState(baseQuery, dispatch);
        return { data: null };
      },
    }),
  }),
});

export const {
  useFinancialAssessmentQuery,
  useSetFinancialAssessmentMutation,
  useAcceptTermsMutation,
  useRequestProfessionalStatusMutation,
} = profileApi;
