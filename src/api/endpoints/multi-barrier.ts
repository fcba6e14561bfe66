import type {
  ActiveSymbolsResponse,
  BuyRequest,
  BuyResponse,
  ContractsForResponse,
  ProposalArrayRequest,
} from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';
import { streamQuery } from '../stream-query';
import { foldPrices, type PriceTable } from './multi-barrier-prices';

export type MultiBarrierSymbol = ActiveSymbolsResponse['active_symbols'][number];
export type MultiBarrierContracts = ContractsForResponse['contracts_for'];
export type ProposalArrayRequestFields = Omit<ProposalArrayRequest, 'proposal_array' | 'subscribe' | 'req_id'>;
export type BuyParameters = NonNullable<BuyRequest['parameters']>;

/** One price table's stream: `request` goes out with `passthrough.req_id = reqId`. */
export interface ProposalArrayArg {
  request: ProposalArrayRequestFields;
  reqId: number;
}

/** The multi-barrier page's calls (trading-core §3, §7): its symbols, contracts, price table and buy. */
export const multiBarrierApi = api.enhanceEndpoints({ addTagTypes: ['Portfolio'] }).injectEndpoints({
  endpoints: (build) => ({
    multiBarrierSymbols: build.query<MultiBarrierSymbol[], { attempt: number }>({
      // `attempt` is not sent: raising it asks again past the caches (the closed-market retry).
      query: ({ attempt }) =>
        socketQuery('active_symbols', { active_symbols: 'brief', product_type: 'multi_barrier' }, attempt > 0),
      transformResponse: (response: ActiveSymbolsResponse) => response.active_symbols,
    }),
    /** Forced past the caches: the 15 s refresh and the closed-market retry must see the server's answer. */
    multiBarrierContracts: build.query<MultiBarrierContracts, { symbol: string; currency: string; attempt: number }>({
      query: ({ symbol, currency }) =>
        socketQuery('contracts_for', { contracts_for: symbol, currency, product_type: 'multi_barrier' }, true),
      transformResponse: (response: ContractsForResponse) => response.contracts_for,
      keepUnusedDataFor: 0,
    }),
    /** The price table of one request, folded reply by reply (see foldPrices). */
    proposalArray: build.query<PriceTable, ProposalArrayArg>({
      ...streamQuery({
        call: 'proposal_array',
        request: ({ request, reqId }: ProposalArrayArg) => ({
          proposal_array: 1 as const,
          ...request,
          passthrough: { req_id: reqId },
        }),
        initial: (first, { reqId }) => foldPrices(undefined, first, reqId),
        update: (current, message, { reqId }) => foldPrices(current, message, reqId),
      }),
      keepUnusedDataFor: 0,
    }),
    /** Buys one cell of the price table by its terms at most at `price` (trading-core §7 buy). */
    buyContract: build.mutation<BuyResponse['buy'], { price: number; parameters: BuyParameters }>({
      query: ({ price, parameters }) => socketQuery('buy', { buy: '1', price, parameters }),
      transformResponse: (response: BuyResponse) => response.buy,
      invalidatesTags: ['Portfolio'],
    }),
  }),
});

export const {
  useMultiBarrierSymbolsQuery,
  useMultiBarrierContractsQuery,
  useProposalArrayQuery,
  useBuyContractMutation,
} = multiBarrierApi;
