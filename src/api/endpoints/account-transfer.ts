import type { TransferBetweenAccountsRequest, TransferBetweenAccountsResponse } from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';

export type TransferAccount = NonNullable<TransferBetweenAccountsResponse['accounts']>[number];
export type TransferBetweenAccountsReply = TransferBetweenAccountsResponse;
export type TransferFields = Required<
  Pick<TransferBetweenAccountsRequest, 'account_from' | 'account_to' | 'currency' | 'amount'>
>;

/**
 * Transfers between the client's own accounts (accounts-and-money §7): once without arguments for the
 * accounts the platform lists, once with both accounts, the currency and the amount. Never from a cache.
 */
const accountTransferApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The accounts a transfer can involve; the argument (the logged-in loginid) keys the cache. */
    transferAccounts: build.query<TransferAccount[], string>({
      query: () => socketQuery('transfer_between_accounts', { transfer_between_accounts: 1 }, true),
      transformResponse: (reply: TransferBetweenAccountsResponse) => reply.accounts ?? [],
      keepUnusedDataFor: 0,
    }),
    transferBetweenAccounts: build.mutation<TransferBetweenAccountsReply, TransferFields>({
      query: (fields) => socketQuery('transfer_between_accounts', { transfer_between_accounts: 1, ...fields }, true),
    }),
  }),
});

export const { useTransferAccountsQuery, useTransferBetweenAccountsMutation } = accountTransferApi;
