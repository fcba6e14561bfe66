import type { ResetPasswordFields } from '../../api/endpoints/passwords';
import type { RequestPayload } from '../../lib/form-values';
import type { ResetPasswordValues } from './password-recovery-rules';

/**
 * reset_password's fields from the submitted form and the e-mailed code: the date of birth only from
 * a holder of a real-money account; the repeated password stays in the browser.
 */
export function resetPasswordRequest(
  form: RequestPayload<ResetPasswordValues>,
  verificationCode: string,
): ResetPasswordFields {
  return {
    verification_code: verificationCode,
    new_password: form.new_password,
    ...(form.has_real_account === 1 ? { date_of_birth: form.date_of_birth } : {}),
  };
}
