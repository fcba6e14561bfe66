import type {
  ActiveSymbolsResponse,
  ContractsForResponse,
  PayoutCurrenciesResponse,
  TicksHistoryRequest,
  TicksHistoryResponse,
  TicksResponse,
} from '../../../schemas/generated/types';
import { TICKS_KEPT } from '../../lib/constants';
import { api } from '../api';
import { socketQuery } from '../base-query';
import { streamQuery } from '../stream-query';

export type ActiveSymbol = ActiveSymbolsResponse['active_symbols'][number];
export type ContractsFor = ContractsForResponse['contracts_for'];
export type AvailableContract = ContractsFor['available'][number];
export type Tick = TicksResponse['tick'];

/** Cached for 10 minutes (trading-core §7 "Caching"). */
const TEN_MINUTES_S = 600;

export const marketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The currencies a visitor may trade in. */
    payoutCurrencies: build.query<string[], void>({
      query: () => socketQuery('payout_currencies', { payout_currencies: 1 }),
      transformResponse: (response: PayoutCurrenciesResponse) => response.payout_currencies,
      keepUnusedDataFor: TEN_MINUTES_S,
    }),
    activeSymbols: build.query<ActiveSymbol[], void>({
      query: () => socketQuery('active_symbols', { active_symbols: 'brief', product_type: 'basic' }),
      transformResponse: (response: ActiveSymbolsResponse) => response.active_symbols,
      keepUnusedDataFor: TEN_MINUTES_S,
    }),
    contractsFor: build.query<ContractsFor, { symbol: string; currency?: string }>({
      query: ({ symbol, currency }) =>
        socketQuery('contracts_for', {
          contracts_for: symbol,
          product_type: 'basic',
          ...(currency ? { currency } : {}),
        }),
      transformResponse: (response: ContractsForResponse) => response.contracts_for,
      keepUnusedDataFor: TEN_MINUTES_S,
    }),
    /** The live spot: the last 20 ticks of `symbol`, newest last. */
    ticks: build.query<Tick[], string>({
      ...streamQuery({
        call: 'ticks',
        request: (symbol: string) => ({ ticks: symbol }),
        initial: (first) => [first.tick],
        update: (ticks, message) => [...ticks, message.tick].slice(-TICKS_KEPT),
      }),
      keepUnusedDataFor: 0,
    }),
    /** One history for a chart or the digit statistics; the chart follows the spot stream itself. */
    ticksHistory: build.query<TicksHistoryResponse, Omit<TicksHistoryRequest, 'subscribe' | 'req_id'>>({
      query: (request) => socketQuery('ticks_history', request),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  usePayoutCurrenciesQuery,
  useActiveSymbolsQuery,
  useContractsForQuery,
  useTicksQuery,
  useTicksHistoryQuery,
} = marketsApi;
