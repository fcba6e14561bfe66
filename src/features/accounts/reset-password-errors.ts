import type { ApiError } from '../../../schemas/generated/types';
import { SANITY_CHECK_MESSAGE } from '../../api/socket/sanity-check';
import { localize } from '../../lib/localize';

/** A refused reset: the message, and whether the client is asked to restart the recovery. */
export interface ResetPasswordRefusal {
  message: string;
  restart: boolean;
}

/**
 * accounts-and-money §8 "Reset password": an account opened through a social network keeps the
 * server's message; invalid input says an input field held an invalid character; any other refusal
 * shows the server's message; the last two ask to restart the password recovery.
 */
export function resetPasswordRefusal(error: ApiError): ResetPasswordRefusal {
  if (error.code === 'SocialBased') return { message: error.message, restart: false };
  if (error.code === 'InputValidationFailed') return { message: localize(SANITY_CHECK_MESSAGE), restart: true };
  return {
    message: error.message || localize('Sorry, an error occurred while processing your request.'),
    restart: true,
  };
}
