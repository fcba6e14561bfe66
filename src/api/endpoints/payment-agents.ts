import type {
  PaymentagentListRequest,
  PaymentagentListResponse,
  PaymentagentTransferRequest,
  PaymentagentTransferResponse,
  PaymentagentWithdrawRequest,
  PaymentagentWithdrawResponse,
} from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';

export type PaymentAgent = PaymentagentListResponse['paymentagent_list']['list'][number];
type AgentWithdrawalFields = Omit<PaymentagentWithdrawRequest, 'paymentagent_withdraw' | 'req_id' | 'passthrough'>;
type AgentTransferFields = Omit<PaymentagentTransferRequest, 'paymentagent_transfer' | 'req_id' | 'passthrough'>;

/**
 * Payment agents (accounts-and-money §7 "Cashier and payment agents"): the agents of a residence in
 * a currency, and the two money moves through them, each first sent as a dry run (answer 2) and then
 * for real (answer 1). Moves are never answered from a cache.
 */
const paymentAgentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    paymentAgents: build.query<PaymentAgent[], { residence: string; currency?: string }>({
      query: ({ residence, currency }) => {
        const request: PaymentagentListRequest = { paymentagent_list: residence };
        if (currency) request.currency = currency;
        return socketQuery('paymentagent_list', request);
      },
      transformResponse: (reply: PaymentagentListResponse) => reply.paymentagent_list.list,
    }),
    paymentAgentWithdraw: build.mutation<PaymentagentWithdrawResponse, AgentWithdrawalFields>({
      query: (fields) => socketQuery('paymentagent_withdraw', { paymentagent_withdraw: 1, ...fields }, true),
    }),
    paymentAgentTransfer: build.mutation<PaymentagentTransferResponse, AgentTransferFields>({
      query: (fields) => socketQuery('paymentagent_transfer', { paymentagent_transfer: 1, ...fields }, true),
    }),
  }),
});

export const { usePaymentAgentsQuery, usePaymentAgentWithdrawMutation, usePaymentAgentTransferMutation } =
  paymentAgentsApi;
