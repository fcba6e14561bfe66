import { localize } from '../../lib/localize';
import {
  lengthBetween,
  notEqual,
  password,
  passwordConfirmation,
  required,
  type FieldRules,
} from '../../lib/validators';

export type ChangePasswordValues = { old_password: string; new_password: string; repeat_password: string };

/** The current password as the platform lets one be: 6 to 25 characters (accounts-and-money §5). */
const currentPassword = [required, lengthBetween(6, 25)];

/**
 * accounts-and-money §5 "Change password": the current password required, 6-25 characters; the new
 * one by the password rule and different from the current one; the repeat equal to the new one.
 */
export function changePasswordRules(values: ChangePasswordValues, residence: string): FieldRules<ChangePasswordValues> {
  return {
    old_password: currentPassword,
    new_password: [
      required,
      password(residence),
      notEqual(values.old_password, localize('Current password'), localize('New password')),
    ],
    repeat_password: [required, passwordConfirmation(values.new_password)],
  };
}
