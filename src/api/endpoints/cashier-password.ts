import type { CashierPasswordRequest, CashierPasswordResponse } from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';

/** 1 while the client's cashier is locked with a password, 0 otherwise. */
export type CashierLock = CashierPasswordResponse['cashier_password'];
export type CashierPasswordFields = Pick<CashierPasswordRequest, 'lock_password' | 'unlock_password'>;

/** The cashier lock (accounts-and-money §7): its status, and locking or unlocking it with a password. */
const cashierPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The argument (the logged-in loginid) keys the cache. */
    cashierLock: build.query<CashierLock, string>({
      query: () => socketQuery('cashier_password', { cashier_password: 1 }, true),
      transformResponse: (reply: CashierPasswordResponse) => reply.cashier_password,
      keepUnusedDataFor: 0,
    }),
    changeCashierLock: build.mutation<CashierLock, CashierPasswordFields>({
      query: (fields) => socketQuery('cashier_password', { cashier_password: 1, ...fields }, true),
      transformResponse: (reply: CashierPasswordResponse) => reply.cashier_password,
    }),
  }),
});

export const { useCashierLockQuery, useChangeCashierLockMutation } = cashierPasswordApi;
