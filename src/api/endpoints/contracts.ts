import type {
  BuyRequest,
  BuyResponse,
  PortfolioResponse,
  ProposalOpenContractResponse,
  SellExpiredResponse,
  SellResponse,
  TransactionResponse,
} from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';
import { streamQuery } from '../stream-query';

export type Purchase = BuyResponse['buy'];
export type Sale = SellResponse['sell'];
export type OpenContract = ProposalOpenContractResponse['proposal_open_contract'];
export type PortfolioContract = PortfolioResponse['portfolio']['contracts'][number];
export type Transaction = TransactionResponse['transaction'];

const contractsApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Portfolio'] });

/** Open contracts by id, as the account's one shared contract stream reports them. */
export type OpenContractsById = Record<number, OpenContract>;

/** Folds one message of the shared contract stream in: an open contract is kept, a closed one dropped. */
export function withContractUpdate(contracts: OpenContractsById, contract: OpenContract): OpenContractsById {
  const id = contract.contract_id;
  if (id === undefined) return contracts;
  const next = { ...contracts };
  if (contract.status === 'open' && contract.is_sold !== 1) next[id] = contract;
  else delete next[id];
  return next;
}

/** What moves the open positions: a purchase or a sale. */
const POSITION_ACTIONS: ReadonlySet<string> = new Set(['buy', 'sell']);

export const contractsApi = contractsApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** Buys the proposal `buy` (its id) at most at `price`. Never re-sent by the socket after a drop. */
    buy: build.mutation<Purchase, Pick<BuyRequest, 'buy' | 'price'>>({
      query: ({ buy, price }) => socketQuery('buy', { buy, price }),
      transformResponse: (response: BuyResponse) => response.buy,
      invalidatesTags: ['Portfolio'],
    }),
    sell: build.mutation<Sale, { contractId: number; price: number }>({
      query: ({ contractId, price }) => socketQuery('sell', { sell: contractId, price }),
      transformResponse: (response: SellResponse) => response.sell,
      invalidatesTags: ['Portfolio'],
    }),
    /** One contract, followed live while it is open (the first reply of a settled one has no stream). */
    openContract: build.query<OpenContract, number>({
      ...streamQuery({
        call: 'proposal_open_contract',
        request: (contractId: number) => ({ proposal_open_contract: 1 as const, contract_id: contractId }),
        initial: (first) => first.proposal_open_contract,
        update: (_current, message) => message.proposal_open_contract,
      }),
      keepUnusedDataFor: 0,
    }),
    /** Settles the account's contracts that their ticks have decided; how many were settled. */
    sellExpired: build.mutation<number, void>({
      query: () => socketQuery('sell_expired', { sell_expired: 1 }),
      transformResponse: (response: SellExpiredResponse) => response.sell_expired.count,
      invalidatesTags: ['Portfolio'],
    }),
    /**
     * Every open contract of the account on one stream (proposal_open_contract without contract_id):
     * the portfolio's indicative prices, one stream for all rows instead of one per row.
     */
    openContracts: build.query<OpenContractsById, void>({
      ...streamQuery({
        call: 'proposal_open_contract',
        request: () => ({ proposal_open_contract: 1 as const, subscribe: 1 as const }),
        initial: (first) => withContractUpdate({}, first.proposal_open_contract),
        update: (contracts, message) => withContractUpdate(contracts, message.proposal_open_contract),
      }),
      keepUnusedDataFor: 0,
    }),
    /** One reply, no stream: the contract as it is now (after a sale, or NoOpenPosition on sell). */
    openContractOnce: build.query<OpenContract, number>({
      query: (contractId) =>
        socketQuery('proposal_open_contract', { proposal_open_contract: 1, contract_id: contractId }),
      transformResponse: (response: ProposalOpenContractResponse) => response.proposal_open_contract,
      keepUnusedDataFor: 0,
    }),
    portfolio: build.query<PortfolioContract[], void>({
      query: () => socketQuery('portfolio', { portfolio: 1 }),
      transformResponse: (response: PortfolioResponse) => response.portfolio.contracts,
      providesTags: ['Portfolio'],
    }),
    /**
     * The account's transactions from now on, newest last. A purchase or sale also refreshes the
     * portfolio, so a row appears on a buy and leaves on a sale or expiry.
     */
    transactions: build.query<Transaction[], void>({
      ...streamQuery({
        call: 'transaction',
        request: () => ({ transaction: 1 as const, subscribe: 1 as const }),
        initial: (): Transaction[] => [],
        update: (transactions, message) => [...transactions, message.transaction],
        onMessage: (message, dispatch) => {
          const { action } = message.transaction;
          if (action && POSITION_ACTIONS.has(action)) dispatch(contractsApiWithTags.util.invalidateTags(['Portfolio']));
        },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useBuyMutation,
  useSellMutation,
  useSellExpiredMutation,
  useOpenContractQuery,
  useOpenContractsQuery,
  useLazyOpenContractOnceQuery,
  usePortfolioQuery,
  useTransactionsQuery,
} = contractsApi;
