import { email, password, passwordConfirmation, required, type FieldRules } from '../../lib/validators';

export type LostPasswordValues = { email: string };

/** The lost-password form: the account's e-mail address, required and valid (accounts-and-money §5). */
export const lostPasswordRules: FieldRules<LostPasswordValues> = { email: [required, email] };

export type ResetPasswordValues = {
  has_real_account: boolean;
  date_of_birth: string;
  new_password: string;
  repeat_password: string;
};

/** Sent as typed: never trimmed. */
export const RESET_PASSWORD_FIELDS = ['new_password', 'repeat_password'] as const;

/**
 * The reset form (accounts-and-money §5 "Sign-up"): a holder of a real-money account gives the date
 * of birth; the new password is strong and typed twice alike.
 */
export function resetPasswordRules(values: ResetPasswordValues): FieldRules<ResetPasswordValues> {
  return {
    date_of_birth: values.has_real_account ? [required] : [],
    new_password: [required, password()],
    repeat_password: [required, passwordConfirmation(values.new_password)],
  };
}
