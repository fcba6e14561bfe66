import type { ApiError } from '../../../schemas/generated/types';

/** A request that could not be answered because the connection went away, or was not open (trading-core §8). */
export const CONNECTION_LOST: ApiError = {
  code: 'ConnectionLost',
  message: 'Connection error: Please check your internet connection.',
};

/**
 * A call that moves money was sent and the connection went away before its answer: whether it went
 * through is not known until the account is read again.
 */
export const OUTCOME_UNKNOWN: ApiError = {
  code: 'OutcomeUnknown',
  message: CONNECTION_LOST.message,
};

/** A request the client did not send because the site is not up (website_status). */
export const SITE_UNAVAILABLE: ApiError = {
  code: 'SiteUnavailable',
  message: 'Sorry, an error occurred while processing your request.',
};
