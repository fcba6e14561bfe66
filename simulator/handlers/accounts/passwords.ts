import { userByEmail } from '../../domain/accounts/model';
import { passwordRefusal } from '../../domain/accounts/opening';
import { hashPassword, passwordMatches } from '../../domain/accounts/password';
import { hasStatus } from '../../domain/accounts/statuses';
import { emailWithCode } from '../../domain/accounts/verification';
import { ApiError } from '../../protocol/api-error';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';

function birthDateOf(epoch: unknown): string | undefined {
  return typeof epoch === 'number' ? new Date(epoch * 1000).toISOString().slice(0, 10) : undefined;
}

/** "1990-4-2" and "1990-04-02" are the same day. */
function sameDay(given: string, known: string): boolean {
  const [a, b] = [given, known].map((date) => date.split('-').map(Number).join('-'));
  return a === b;
}

export const passwordHandlers: HandlerTable = {
  reset_password: {
    handle: ({ world, request }) => {
      const { verification_code, new_password, date_of_birth } = request;
      const sent = emailWithCode(world.state.accounts, verification_code, 'reset_password', world.clock.epoch());
      const user = sent && userByEmail(world.state.accounts, sent.to);
      if (!user) throw new ApiError('InvalidToken', 'Your token has expired or is invalid.');
      const knownBirth = birthDateOf(user.settings.date_of_birth);
      if (knownBirth && (!date_of_birth || !sameDay(date_of_birth, knownBirth)))
        throw new ApiError('DateOfBirthMismatch', 'The email address and date of birth do not match.');
      const refusal = passwordRefusal(new_password, user.email);
      if (refusal) throw new ApiError('PasswordError', refusal);
      world.commit(
        { type: 'code_used', code: verification_code },
        { type: 'password_set', user_id: user.user_id, password_hash: hashPassword(new_password, user.password_salt) },
      );
      return { reset_password: 1 };
    },
  },
  change_password: {
    scopes: ['admin'],
    handle: (context) => {
      const { account, user } = actingAccount(context);
      if (hasStatus(account, 'social_signup'))
        throw new ApiError(
          'SocialBased',
          'Sorry, your account does not allow passwords because you use social media to log in.',
        );
      const { old_password, new_password } = context.request;
      if (!passwordMatches(old_password, user.password_salt, user.password_hash))
        throw new ApiError('PasswordError', 'Provided password is incorrect.');
      if (old_password === new_password)
        throw new ApiError('PasswordError', 'Current password and new password cannot be the same.');
      const refusal = passwordRefusal(new_password, user.email);
      if (refusal) throw new ApiError('PasswordError', refusal);
      context.world.commit({
        type: 'password_set',
        user_id: user.user_id,
        password_hash: hashPassword(new_password, user.password_salt),
      });
      return { change_password: 1 };
    },
  },
};
