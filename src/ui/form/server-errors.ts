import type { ApiError } from '../../../schemas/generated/types';
import { SANITY_CHECK_MESSAGE } from '../../api/socket/sanity-check';
import { localize } from '../../lib/localize';

/** How a form shows a refused request: the whole form replaced (a wrong token) or a message under it. */
export type FormFailure = { kind: 'token_rejected'; message: string } | { kind: 'message'; message: string };

const TOKEN_ERRORS = new Set(['InvalidToken', 'InvalidVerificationCode']);

/**
 * A wrong verification token on a token-protected form replaces the form with the spec's message;
 * a sanity-check failure gets its own message; everything else shows the server's message
 * (trading-core §5, §8).
 */
export function formFailure(error: ApiError, tokenProtected: boolean): FormFailure {
  const tokenField = error.code === 'InputValidationFailed' && error.details && 'verification_code' in error.details;
  if (tokenProtected && (TOKEN_ERRORS.has(error.code) || tokenField)) {
    return {
      kind: 'token_rejected',
      message: localize('Verification code is wrong. Please use the link sent to your email.'),
    };
  }
  if (error.code === 'SanityCheckFailed') {
    return { kind: 'message', message: localize(SANITY_CHECK_MESSAGE) };
  }
  return {
    kind: 'message',
    message: error.message || localize('Sorry, an error occurred while processing your request.'),
  };
}

/** What a page shows for a refused call that is not a form's: the server's message, or the generic one. */
export function refusalText(error: unknown): string {
  const message = (error as Partial<ApiError> | undefined)?.message;
  return message || localize('Sorry, an error occurred while processing your request.');
}
