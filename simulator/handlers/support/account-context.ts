import type { Account, User } from '../../domain/accounts/model';
import { userOf } from '../../domain/accounts/model';
import { hasStatus } from '../../domain/accounts/statuses';
import { ApiError, frameworkError } from '../../protocol/api-error';
import type { CallName } from '../../protocol/calls';
import type { CallContext } from '../handler';

export interface ActingAccount {
  account: Account;
  user: User;
}

/**
 * The account a call acts for: the one named by the request's `loginid` (it must be one the session
 * authorized) or else the session's own. Refuses a disabled account with DisabledClient.
 */
export function actingAccount<C extends CallName>({ world, session, request }: CallContext<C>): ActingAccount {
  const authorization = session.authorization;
  if (!authorization) throw frameworkError('AuthorizationRequired');
  const named = 'loginid' in request ? request.loginid : undefined;
  const wanted = typeof named === 'string' ? named : authorization.loginid;
  if (!Object.hasOwn(authorization.accounts, wanted))
    throw new ApiError('PermissionDenied', `Permission denied: ${wanted} was not authorized on this connection.`);
  const account = world.state.accounts.accounts[wanted];
  if (!account) throw new ApiError('InvalidToken', 'The token is invalid.');
  if (hasStatus(account, 'disabled')) throw new ApiError('DisabledClient', 'This account is unavailable.');
  return { account, user: userOf(world.state.accounts, account) };
}

/** The account a call acts for when the session is authorized, else undefined (calls open to visitors). */
export function actingAccountIfAny<C extends CallName>(context: CallContext<C>): ActingAccount | undefined {
  return context.session.authorization ? actingAccount(context) : undefined;
}
