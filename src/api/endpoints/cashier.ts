import type {
  CashierPasswordResponse,
  CashierRequest,
  CashierResponse,
  TncApprovalResponse,
} from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';

export type CashierAnswer = CashierResponse['cashier'];
type CashierFields = Omit<CashierRequest, 'req_id' | 'passthrough' | 'loginid'>;

/**
 * The deposit and withdrawal cashier (accounts-and-money §4, §7): whether the client locked it with a
 * cashier password, the cashier itself (a page URL, or for `type: api` a crypto answer), and the UK
 * funds-protection acknowledgement it may ask for. The cashier is never answered from a cache.
 */
const cashierApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 1 while the client's cashier password locks the cashier; the argument (the loginid) keys the cache. */
    cashierLockStatus: build.query<0 | 1, string>({
      query: () => socketQuery('cashier_password', { cashier_password: 1 }, true),
      transformResponse: (reply: CashierPasswordResponse) => reply.cashier_password,
      keepUnusedDataFor: 0,
    }),
    cashier: build.mutation<CashierAnswer, CashierFields>({
      query: (fields) => socketQuery('cashier', fields, true),
      transformResponse: (reply: CashierResponse) => reply.cashier,
    }),
    acceptFundsProtection: build.mutation<TncApprovalResponse['tnc_approval'], void>({
      query: () => socketQuery('tnc_approval', { tnc_approval: 1, ukgc_funds_protection: 1 }, true),
      transformResponse: (reply: TncApprovalResponse) => reply.tnc_approval,
    }),
  }),
});

export const { useCashierLockStatusQuery, useCashierMutation, useAcceptFundsProtectionMutation } = cashierApi;
