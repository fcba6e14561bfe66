import type {
  AccountStatisticsResponse,
  OauthAppsResponse,
  ProfitTableResponse,
  RequestReportRequest,
  StatementResponse,
} from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';

export type StatementRow = StatementResponse['statement']['transactions'][number];
export type ProfitTableRow = ProfitTableResponse['profit_table']['transactions'][number];
export type AccountStatistics = AccountStatisticsResponse['account_statistics'];

/** One page of a report: rows from `offset`, at most `limit`, in a UTC date range (YYYY-MM-DD, both ends included). */
export interface ReportPage {
  offset: number;
  limit: number;
  from?: string;
  to?: string;
}

const DAY_SECONDS = 86_400;

/** Epoch seconds of a YYYY-MM-DD day's start, in UTC. */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}

/** Epoch seconds of a YYYY-MM-DD day's last second, in UTC. */
export function dayEnd(day: string): number {
  return dayStart(day) + DAY_SECONDS - 1;
}

/**
 * Reports (accounts-and-money §7 "Reports and security"): the statement and profit table page by page,
 * the lifetime deposit totals, the e-mailed statement and the names of the apps a client authorised.
 * Pages are not cached: a report reads the ledger as it is when the client scrolls to it.
 */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    statementPage: build.query<StatementRow[], ReportPage>({
      query: ({ offset, limit, from, to }) =>
        socketQuery('statement', {
          statement: 1,
          description: 1,
          offset,
          limit,
          ...(from ? { date_from: dayStart(from) } : {}),
          ...(to ? { date_to: dayEnd(to) } : {}),
        }),
      transformResponse: (response: StatementResponse) => response.statement.transactions,
      keepUnusedDataFor: 0,
    }),
    profitTablePage: build.query<ProfitTableRow[], ReportPage>({
      query: ({ offset, limit, from, to }) =>
        socketQuery('profit_table', {
          profit_table: 1,
          description: 1,
          offset,
          limit,
          ...(from ? { date_from: from } : {}),
          ...(to ? { date_to: to } : {}),
        }),
      transformResponse: (response: ProfitTableResponse) => response.profit_table.transactions,
      keepUnusedDataFor: 0,
    }),
    accountStatistics: build.query<AccountStatistics, string>({
      query: () => socketQuery('account_statistics', { account_statistics: 1 }),
      transformResponse: (response: AccountStatisticsResponse) => response.account_statistics,
      keepUnusedDataFor: 0,
    }),
    /** App names by app id, of the apps the client authorised. */
    appNames: build.query<Record<number, string>, string>({
      query: () => socketQuery('oauth_apps', { oauth_apps: 1 }),
      transformResponse: (response: OauthAppsResponse) =>
        Object.fromEntries(response.oauth_apps.map((app) => [app.app_id, app.name])),
    }),
    requestStatementReport: build.mutation<void, Pick<RequestReportRequest, 'date_from' | 'date_to'>>({
      query: ({ date_from, date_to }) =>
        socketQuery('request_report', { request_report: 1, report_type: 'statement', date_from, date_to }),
      transformResponse: () => undefined,
    }),
  }),
});

export const {
  useLazyStatementPageQuery,
  useLazyProfitTablePageQuery,
  useAccountStatisticsQuery,
  useAppNamesQuery,
  useRequestStatementReportMutation,
} = reportsApi;
