import type {
  ApiError,
  ExchangeRatesResponse,
  Mt5DepositRequest,
  Mt5DepositResponse,
  Mt5LoginListResponse,
  Mt5MammResponse,
  Mt5NewAccountRequest,
  Mt5NewAccountResponse,
  Mt5PasswordChangeRequest,
  Mt5PasswordChangeResponse,
  Mt5PasswordResetRequest,
  Mt5PasswordResetResponse,
  Mt5WithdrawalRequest,
  Mt5WithdrawalResponse,
} from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';

export type Mt5LoginEntry = Mt5LoginListResponse['mt5_login_list'][number];
/** An MT5 account of the list, with the money manager the platform names for it ('' when none). */
export type Mt5Login = Mt5LoginEntry & { manager_id: string };
export type UsdRates = ExchangeRatesResponse['exchange_rates'];
export type Mt5DepositFields = Required<Pick<Mt5DepositRequest, 'amount' | 'from_binary' | 'to_mt5'>>;
export type Mt5WithdrawalFields = Pick<Mt5WithdrawalRequest, 'amount' | 'from_mt5' | 'to_binary'> & {
  main_password: string;
};

export type Mt5NewAccountFields = Omit<Mt5NewAccountRequest, 'mt5_new_account' | 'loginid' | 'req_id' | 'passthrough'>;
export type Mt5PasswordChangeFields = Pick<
  Mt5PasswordChangeRequest,
  'login' | 'old_password' | 'new_password' | 'password_type'
>;
export type Mt5PasswordResetFields = Pick<
  Mt5PasswordResetRequest,
  'login' | 'new_password' | 'password_type' | 'verification_code'
>;
export type Mt5NewAccount = Mt5NewAccountResponse['mt5_new_account'];

const USD_RATES = { exchange_rates: 1, base_currency: 'USD' } as const;

/** The digits of an MT5 login ("MTR1003" -> "1003"): what the old mt5_mamm call takes. */
export function mt5LoginDigits(login: string): string {
  return login.replace(/\D/g, '');
}

/**
 * MT5 (accounts-and-money "MT5"): the accounts with their managers, the USD exchange rates that
 * convert the transfer limits, transfers both ways and the demo top-up. Any refusal of a transfer
 * refreshes the exchange rates from the server (trading-core §8), past the answer cache.
 */
const mt5Api = api.injectEndpoints({
  endpoints: (build) => ({
    mt5Accounts: build.query<Mt5Login[], string>({
      queryFn: async (_loginid, _api, _extra, baseQuery) => {
        const list = await baseQuery(socketQuery('mt5_login_list', { mt5_login_list: 1 }, true));
        // With the call's meta, the global error handling sees which call failed (mt5_login_list is its exception).
        if (list.error) return { error: list.error as ApiError, meta: list.meta };
        const entries = (list.data as Mt5LoginListResponse).mt5_login_list;
        const accounts = await Promise.all(
          entries.map(async (entry): Promise<Mt5Login> => {
            if (entry.account_type !== 'real' || !entry.login) return { ...entry, manager_id: '' };
            const mamm = await baseQuery(
              socketQuery('mt5_mamm', { mt5_mamm: 1, login: mt5LoginDigits(entry.login) }, true),
            );
            const manager = mamm.error ? '' : (mamm.data as Mt5MammResponse).mt5_mamm?.manager_id;
            return { ...entry, manager_id: manager ?? '' };
          }),
        );
        return { data: accounts };
      },
      keepUnusedDataFor: 0,
    }),
    usdRates: build.query<UsdRates, void>({
      query: () => socketQuery('exchange_rates', USD_RATES),
      transformResponse: (reply: ExchangeRatesResponse) => reply.exchange_rates,
    }),
    refreshUsdRates: build.mutation<UsdRates, void>({
      query: () => socketQuery('exchange_rates', USD_RATES, true),
      transformResponse: (reply: ExchangeRatesResponse) => reply.exchange_rates,
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(mt5Api.util.upsertQueryData('usdRates', undefined, data));
      },
    }),
    mt5Deposit: build.mutation<number, Mt5DepositFields>({
      queryFn: async (fields, { dispatch }, _extra, baseQuery) => {
        const deposit = await baseQuery(socketQuery('mt5_deposit', { mt5_deposit: 1, ...fields }, true));
        if (deposit.error) {
          void dispatch(mt5Api.endpoints.refreshUsdRates.initiate());
          return { error: deposit.error as ApiError };
        }
        return { data: (deposit.data as Mt5DepositResponse).mt5_deposit };
      },
    }),
    /** Checks the main password first (mt5_password_check), then withdraws. */
    mt5Withdrawal: build.mutation<number, Mt5WithdrawalFields>({
      queryFn: async ({ main_password, ...transfer }, { dispatch }, _extra, baseQuery) => {
        const check = await baseQuery(
          socketQuery(
            'mt5_password_check',
            { mt5_password_check: 1, login: transfer.from_mt5, password: main_password, password_type: 'main' },
            true,
          ),
        );
        if (check.error) return { error: check.error as ApiError };
        const withdrawal = await baseQuery(socketQuery('mt5_withdrawal', { mt5_withdrawal: 1, ...transfer }, true));
        if (withdrawal.error) {
          void dispatch(mt5Api.endpoints.refreshUsdRates.initiate());
          return { error: withdrawal.error as ApiError };
        }
        return { data: (withdrawal.data as Mt5WithdrawalResponse).mt5_withdrawal };
      },
    }),
    /** A demo account's top-up: the bare mt5_deposit with only the account. */
    mt5DemoTopUp: build.mutation<number, string>({
      query: (login) => socketQuery('mt5_deposit', { mt5_deposit: 1, to_mt5: login }, true),
      transformResponse: (reply: Mt5DepositResponse) => reply.mt5_deposit,
    }),
    mt5NewAccount: build.mutation<Mt5NewAccount, Mt5NewAccountFields>({
      query: (fields) => socketQuery('mt5_new_account', { mt5_new_account: 1, ...fields }, true),
      transformResponse: (reply: Mt5NewAccountResponse) => reply.mt5_new_account,
    }),
    mt5PasswordChange: build.mutation<number, Mt5PasswordChangeFields>({
      query: (fields) => socketQuery('mt5_password_change', { mt5_password_change: 1, ...fields }, true),
      transformResponse: (reply: Mt5PasswordChangeResponse) => reply.mt5_password_change,
    }),
    mt5PasswordReset: build.mutation<number, Mt5PasswordResetFields>({
      query: (fields) => socketQuery('mt5_password_reset', { mt5_password_reset: 1, ...fields }, true),
      transformResponse: (reply: Mt5PasswordResetResponse) => reply.mt5_password_reset,
    }),
    /** Removes the money manager of a MAM account (the old mt5_mamm call names it by its digits). */
    mt5RevokeManager: build.mutation<Mt5MammResponse['mt5_mamm'], string>({
      query: (login) =>
        socketQuery('mt5_mamm', { mt5_mamm: 1, login: mt5LoginDigits(login), action: 'revoke' as const }, true),
      transformResponse: (reply: Mt5MammResponse) => reply.mt5_mamm,
    }),
  }),
});

export const {
  useMt5AccountsQuery,
  useUsdRatesQuery,
  useMt5DepositMutation,
  useMt5WithdrawalMutation,
  useMt5DemoTopUpMutation,
  useMt5NewAccountMutation,
  useMt5PasswordChangeMutation,
  useMt5PasswordResetMutation,
  useMt5RevokeManagerMutation,
} = mt5Api;
