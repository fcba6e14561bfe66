import type { ApiError } from '../../../schemas/generated/types';
import { localize } from '../../lib/localize';

/**
 * How the virtual sign-up shows a refusal (accounts-and-money §8 "Virtual sign-up"): a bad or used
 * code asks to restart the verification, a known address points to password recovery, a weak
 * password says so, anything else shows the server's message.
 */
export type SignupRefusal = { kind: 'token' } | { kind: 'duplicate_email' } | { kind: 'message'; message: string };

export function signupRefusal(error: ApiError): SignupRefusal {
  const codeRefused = error.code === 'InputValidationFailed' && error.details && 'verification_code' in error.details;
  if (error.code === 'InvalidToken' || codeRefused) return { kind: 'token' };
  if (error.code === 'duplicate email') return { kind: 'duplicate_email' };
  if (error.code === 'PasswordError') return { kind: 'message', message: localize('Password is not strong enough.') };
  return {
    kind: 'message',
    message: error.message || localize('Sorry, an error occurred while processing your request.'),
  };
}
