import { randomBytes } from 'node:crypto';
import { base32Encode, totpMatches } from '../../domain/security/totp';
import { ApiError } from '../../protocol/api-error';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';

function totpReply(totp: { is_enabled?: 0 | 1; secret_key?: string }) {
  return { account_security: { totp } };
}

/** 10 random bytes: a 16-character base32 secret, as authenticator apps expect. */
const SECRET_BYTES = 10;

function otpOf(otp: string | undefined): string {
  if (otp === undefined)
    throw new ApiError('InputValidationFailed', 'Input validation failed: otp', { otp: 'This field is required.' });
  return otp;
}

/** account_security: two-factor log-in with TOTP (RFC 6238): status, generate a secret, enable, disable. */
export const accountSecurityHandlers: HandlerTable = {
  account_security: {
    scopes: ['admin'],
    handle: (context) => {
      const { world } = context;
      const { user } = actingAccount(context);
      const { totp_action, otp } = context.request;
      const current = world.state.security.totp[user.user_id];
      const enabled = current?.enabled === true;
      if (totp_action === 'status') return totpReply({ is_enabled: enabled ? 1 : 0 });
      if (totp_action === 'generate') {
        if (enabled) throw new ApiError('InvalidRequest', 'TOTP based 2FA is already enabled.');
        const secret = base32Encode(randomBytes(SECRET_BYTES));
        world.commit({ type: 'totp_set', user_id: user.user_id, totp: { secret, enabled: false } });
        return totpReply({ secret_key: secret });
      }
      if (totp_action === 'enable' && enabled)
        throw new ApiError('InvalidRequest', 'TOTP based 2FA is already enabled.');
      if (totp_action === 'disable' && !enabled)
        throw new ApiError('InvalidRequest', 'TOTP based 2FA is already disabled.');
      const code = otpOf(otp);
      if (!current) throw new ApiError('InvalidRequest', 'Please generate a secret key first.');
      if (!totpMatches(current.secret, code, world.clock.epoch()))
        throw new ApiError('InvalidOTP', 'OTP verification failed');
      const on = totp_action === 'enable';
      world.commit({ type: 'totp_set', user_id: user.user_id, totp: on ? { ...current, enabled: true } : null });
      return totpReply({ is_enabled: on ? 1 : 0 });
    },
  },
};
