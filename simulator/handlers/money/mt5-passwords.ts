import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../domain/accounts/password';
import type { Mt5Account, Mt5Change } from '../../domain/mt5/model';
import { ApiError } from '../../protocol/api-error';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';
import { checkCode, codeSpent } from '../support/money-moves';
import { MT5_MESSAGES, mt5AccountOf, mt5PasswordMatches, otherType, type PasswordType } from '../support/mt5-context';

/** The change that sets an MT5 password; refused with `code` when it equals the account's other password. */
function passwordSet(account: Mt5Account, type: PasswordType, password: string, code: string): Mt5Change {
  if (mt5PasswordMatches(account, otherType(type), password)) throw new ApiError(code, MT5_MESSAGES.samePasswords);
  const salt = randomBytes(16).toString('hex');
  return {
    type: 'mt5_password_set',
    login: account.login,
    password_type: type,
    salt,
    hash: hashPassword(password, salt),
  };
}

export const mt5PasswordHandlers: HandlerTable = {
  mt5_password_check: {
    scopes: ['admin'],
    handle: (context) => {
      const request = context.request;
      const account = mt5AccountOf(context.world, actingAccount(context).user, request.login);
      if (!mt5PasswordMatches(account, request.password_type ?? 'main', request.password))
        throw new ApiError('MT5PasswordCheckError', MT5_MESSAGES.wrongPassword);
      return { mt5_password_check: 1 };
    },
  },
  mt5_password_change: {
    scopes: ['admin'],
    handle: (context) => {
      const request = context.request;
      const account = mt5AccountOf(context.world, actingAccount(context).user, request.login);
      const type = request.password_type ?? 'main';
      if (!mt5PasswordMatches(account, type, request.old_password))
        throw new ApiError('MT5PasswordChangeError', MT5_MESSAGES.wrongPassword);
      if (request.new_password === request.old_password)
        throw new ApiError('MT5PasswordChangeError', MT5_MESSAGES.sameAsCurrent);
      context.world.commit(passwordSet(account, type, request.new_password, 'MT5PasswordChangeError'));
      return { mt5_password_change: 1 };
    },
  },
  mt5_password_reset: {
    scopes: ['admin'],
    handle: (context) => {
      const { world } = context;
      const request = context.request;
      const { user } = actingAccount(context);
      const account = mt5AccountOf(world, user, request.login);
      const code = checkCode(world, user, 'mt5_password_reset', request.verification_code);
      const type = request.password_type ?? 'main';
      world.commit(passwordSet(account, type, request.new_password, 'MT5PasswordResetError'), codeSpent(code));
      return { mt5_password_reset: 1 };
    },
  },
};
