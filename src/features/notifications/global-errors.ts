import type { ApiError } from '../../../schemas/generated/types';

/** The texts of the global error catalogue (trading-core §8, accounts-and-money §8), verbatim. */
export const RATE_LIMIT_MESSAGE = 'You have reached the rate limit of requests per second. Please try later.';
export const CONNECTION_ERROR_MESSAGE = 'Connection error: Please check your internet connection.';
export const GENERIC_ERROR_MESSAGE = 'Sorry, an error occurred while processing your request.';
export const GENERIC_ERROR_TITLE = 'There was an error';

/** What the app does about an error any call may get, wherever it was made. */
export type GlobalErrorAction =
  | { kind: 'rate_limit'; message: string }
  | { kind: 'replace_content'; message: string; title?: typeof GENERIC_ERROR_TITLE }
  | { kind: 'alert'; message: string };

const CONTENT_REPLACING = new Set(['WrongResponse', 'InternalServerError', 'OutputValidationFailed']);

/**
 * The global handling of `error` from `call`, or undefined when the error is the page's to show.
 * An error without a message gets the generic one.
 */
export function globalErrorAction(call: string, error: ApiError, isActiveTab: boolean): GlobalErrorAction | undefined {
  const message = typeof error.message === 'string' ? error.message.trim() : '';
  if (error.code === 'RateLimit') {
    return call === 'cashier_password' ? undefined : { kind: 'rate_limit', message: RATE_LIMIT_MESSAGE };
  }
  if (!message) return { kind: 'replace_content', message: GENERIC_ERROR_MESSAGE, title: GENERIC_ERROR_TITLE };
  if (CONTENT_REPLACING.has(error.code)) {
    return call === 'mt5_login_list' ? undefined : { kind: 'replace_content', message };
  }
  if (error.code === 'DisabledClient') return { kind: 'replace_content', message };
  if (error.code === 'SelfExclusion' && call === 'authorize' && isActiveTab) return { kind: 'alert', message };
  return undefined;
}
