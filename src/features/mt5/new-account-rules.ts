import { localize } from '../../lib/localize';
import {
  lengthBetween,
  lettersOnly,
  notEqual,
  password,
  passwordConfirmation,
  required,
  type FieldRules,
  type Validator,
} from '../../lib/validators';

/** accounts-and-money §5 "MT5": names of 2-30 letters; manager ids up to 15 letters or digits. */
const NAME_LENGTH = { min: 2, max: 30 } as const;
const MANAGER_ID_MAX = 15;
const MANAGER_ID = /^[a-zA-Z\d]*$/;

/** The MT5 password rule: the platform's password rule at 8-25 characters, as for residents of Malta. */
export const mt5Password: Validator = password('mt');

const managerId: Validator = (value) =>
  MANAGER_ID.test(value) ? undefined : localize('Only letters and numbers are allowed.');

export type NewAccountValues = {
  name: string;
  main_password: string;
  main_password_repeat: string;
  investor_password: string;
  manager_id: string;
};

export const NEW_ACCOUNT_PASSWORD_FIELDS = ['main_password', 'main_password_repeat', 'investor_password'] as const;

/** The details of a new account; a MAM account also names its manager. */
export function newAccountRules(mam: boolean) {
  return (values: NewAccountValues): FieldRules<NewAccountValues> => ({
    name: [required, lettersOnly, lengthBetween(NAME_LENGTH.min, NAME_LENGTH.max)],
    main_password: [required, mt5Password],
    main_password_repeat: [required, passwordConfirmation(values.main_password)],
    investor_password: [
      required,
      mt5Password,
      notEqual(values.main_password, localize('Main password'), localize('Investor password')),
    ],
    ...(mam ? { manager_id: [required, managerId, lengthBetween(1, MANAGER_ID_MAX)] } : {}),
  });
}

export type PasswordChangeValues = { old_password: string; new_password: string; new_password_repeat: string };

export const PASSWORD_CHANGE_FIELDS = ['old_password', 'new_password', 'new_password_repeat'] as const;

export function passwordChangeRules(values: PasswordChangeValues): FieldRules<PasswordChangeValues> {
  return {
    old_password: [required],
    new_password: [
      required,
      mt5Password,
      notEqual(values.old_password, localize('Current password'), localize('New password')),
    ],
    new_password_repeat: [required, passwordConfirmation(values.new_password)],
  };
}

export type PasswordResetValues = { new_password: string; new_password_repeat: string };

export const PASSWORD_RESET_FIELDS = ['new_password', 'new_password_repeat'] as const;

export function passwordResetRules(values: PasswordResetValues): FieldRules<PasswordResetValues> {
  return {
    new_password: [required, mt5Password],
    new_password_repeat: [required, passwordConfirmation(values.new_password)],
  };
}
