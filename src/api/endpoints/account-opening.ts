import type {
  NewAccountMaltainvestRequest,
  NewAccountMaltainvestResponse,
  NewAccountRealRequest,
  NewAccountRealResponse,
  NewAccountVirtualRequest,
  NewAccountVirtualResponse,
  PayoutCurrenciesResponse,
  ResidenceListResponse,
  SetAccountCurrencyResponse,
  StatesListResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';

type Residence = ResidenceListResponse['residence_list'][number];
type State = StatesListResponse['states_list'][number];
export type NewVirtualAccount = NewAccountVirtualResponse['new_account_virtual'];
export type NewVirtualAccountFields = Omit<NewAccountVirtualRequest, 'new_account_virtual' | 'req_id'>;
export type NewRealAccount = NewAccountRealResponse['new_account_real'];
export type NewRealAccountFields = Omit<NewAccountRealRequest, 'new_account_real' | 'req_id'>;
export type NewFinancialAccount = NewAccountMaltainvestResponse['new_account_maltainvest'];
export type NewFinancialAccountFields = Omit<NewAccountMaltainvestRequest, 'new_account_maltainvest' | 'req_id'>;

/**
 * Opening accounts: the countries of residence, the verification e-mail, the virtual sign-up, the
 * real and financial accounts and the currency.
 */
const accountOpeningApi = api.injectEndpoints({
  endpoints: (build) => ({
    residenceList: build.query<Residence[], void>({
      query: () => socketQuery('residence_list', { residence_list: 1 }),
      transformResponse: (reply: ResidenceListResponse) => reply.residence_list,
    }),
    /** The states or provinces of a country; empty when the platform has no list for it. */
    statesList: build.query<State[], string>({
      query: (country) => socketQuery('states_list', { states_list: country }),
      transformResponse: (reply: StatesListResponse) => reply.states_list,
    }),
    /** Asks the platform to e-mail a verification code; it answers 1 whether or not the address is known. */
    verifyEmail: build.mutation<VerifyEmailResponse['verify_email'], Pick<VerifyEmailRequest, 'verify_email' | 'type'>>(
      {
        query: (request) => socketQuery('verify_email', request, true),
        transformResponse: (reply: VerifyEmailResponse) => reply.verify_email,
      },
    ),
    newAccountVirtual: build.mutation<NewVirtualAccount, NewVirtualAccountFields>({
      query: (fields) => socketQuery('new_account_virtual', { new_account_virtual: 1, ...fields }, true),
      transformResponse: (reply: NewAccountVirtualResponse) => reply.new_account_virtual,
    }),
    newAccountReal: build.mutation<NewRealAccount, NewRealAccountFields>({
      query: (fields) => socketQuery('new_account_real', { new_account_real: 1, ...fields }, true),
      transformResponse: (reply: NewAccountRealResponse) => reply.new_account_real,
    }),
    /** A financial account; the platform may first answer 'show risk disclaimer' (accept_risk: 1 accepts it). */
    newAccountMaltainvest: build.mutation<NewFinancialAccount, NewFinancialAccountFields>({
      query: (fields) => socketQuery('new_account_maltainvest', { new_account_maltainvest: 1, ...fields }, true),
      transformResponse: (reply: NewAccountMaltainvestResponse) => reply.new_account_maltainvest,
    }),
    /**
     * The currencies `loginid` may choose. The answer depends on the account, so the request names
     * it: answers are cached by request, and another account's must not be taken for this one's.
     */
    accountCurrencies: build.query<string[], string>({
      query: (loginid) => socketQuery('payout_currencies', { payout_currencies: 1, loginid }),
      transformResponse: (reply: PayoutCurrenciesResponse) => reply.payout_currencies,
    }),
    setAccountCurrency: build.mutation<SetAccountCurrencyResponse['set_account_currency'], string>({
      query: (currency) => socketQuery('set_account_currency', { set_account_currency: currency }, true),
      transformResponse: (reply: SetAccountCurrencyResponse) => reply.set_account_currency,
    }),
  }),
});

export const {
  useResidenceListQuery,
  useStatesListQuery,
  useVerifyEmailMutation,
  useNewAccountVirtualMutation,
  useNewAccountRealMutation,
  useNewAccountMaltainvestMutation,
  useAccountCurrenciesQuery,
  useSetAccountCurrencyMutation,
} = accountOpeningApi;
