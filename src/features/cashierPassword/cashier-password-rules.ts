import { lengthBetween, password, passwordConfirmation, required, type FieldRules } from '../../lib/validators';

export type LockValues = { cashier_password: string; repeat_password: string };
export type UnlockValues = { cashier_password: string };

export const CASHIER_PASSWORD_FIELDS = ['cashier_password', 'repeat_password'] as const;

/** accounts-and-money §5: locking takes a password by the password rule, typed twice the same. */
export function lockRules(residence: string | undefined): (values: LockValues) => FieldRules<LockValues> {
  return (values) => ({
    cashier_password: [required, password(residence)],
    repeat_password: [required, passwordConfirmation(values.cashier_password)],
  });
}

/** accounts-and-money §5: unlocking takes the password, 6-25 characters. */
export const UNLOCK_RULES: FieldRules<UnlockValues> = { cashier_password: [required, lengthBetween(6, 25)] };
