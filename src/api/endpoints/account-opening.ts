import type {
  NewAccountVirtualRequest,
  NewAccountVirtualResponse,
  ResidenceListResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';

type Residence = ResidenceListResponse['residence_list'][number];
export type NewVirtualAccount = NewAccountVirtualResponse['new_account_virtual'];
export type NewVirtualAccountFields = Omit<NewAccountVirtualRequest, 'new_account_virtual' | 'req_id'>;

/** Opening accounts: the countries of residence, the verification e-mail and the virtual sign-up. */
const accountOpeningApi = api.injectEndpoints({
  endpoints: (build) => ({
    residenceList: build.query<Residence[], void>({
      query: () => socketQuery('residence_list', { residence_list: 1 }),
      transformResponse: (reply: ResidenceListResponse) => reply.residence_list,
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
  }),
});

export const { useResidenceListQuery, useVerifyEmailMutation, useNewAccountVirtualMutation } = accountOpeningApi;
