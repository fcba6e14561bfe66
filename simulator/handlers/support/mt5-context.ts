import type { User } from '../../domain/accounts/model';
import { passwordMatches } from '../../domain/accounts/password';
import type { Mt5Account } from '../../domain/mt5/model';
import { ApiError } from '../../protocol/api-error';
import type { World } from '../../world/world';

/** What MT5 calls share: finding the user's MT5 account and checking its passwords. */

export const MT5_MESSAGES = {
  notAvailable: 'Sorry, this feature is not available in your jurisdiction.',
  wrongPassword: 'That password is incorrect. Please try again.',
  samePasswords: 'Main password and investor password cannot be the same.',
  sameAsCurrent: 'Current password and new password cannot be the same.',
  upgrade: 'You are on a virtual account. To open a real MT5 account, please upgrade to a real account.',
  insufficientBinary: 'You have insufficient funds in your Binary account, please add funds.',
  withdrawalLocked: 'MT5 withdrawals have been disabled on your account. Please check your email for more details.',
} as const;

/** The user's MT5 account with this login; PermissionDenied for anyone else's or none. */
export function mt5AccountOf(world: World, user: User, login: string): Mt5Account {
  const account = world.state.mt5.accounts[login];
  if (!account || account.user_id !== user.user_id) throw new ApiError('PermissionDenied', 'Permission denied.');
  return account;
}

export type PasswordType = 'main' | 'investor';

export function mt5PasswordMatches(account: Mt5Account, type: PasswordType, password: string): boolean {
  const kept = type === 'main' ? account.main_password : account.investor_password;
  return passwordMatches(password, kept.salt, kept.hash);
}

/** The other password of the account (investor for main and the reverse). */
export function otherType(type: PasswordType): PasswordType {
  return type === 'main' ? 'investor' : 'main';
}
