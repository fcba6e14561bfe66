import type { ResetPasswordRequest, ResetPasswordResponse } from '../../../schemas/generated/types';
import { api } from '../api';
import { socketQuery } from '../base-query';

export type ResetPasswordFields = Omit<ResetPasswordRequest, 'reset_password' | 'req_id' | 'passthrough'>;

/** Passwords: a forgotten one reset with the code of a reset_password e-mail. */
const passwordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<ResetPasswordResponse['reset_password'], ResetPasswordFields>({
      query: (fields) => socketQuery('reset_password', { reset_password: 1, ...fields }, true),
      transformResponse: (reply: ResetPasswordResponse) => reply.reset_password,
    }),
  }),
});

export const { useResetPasswordMutation } = passwordsApi;
