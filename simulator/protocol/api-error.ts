import type { JsonObject } from './envelope';

/** A refusal that the transport turns into the API's error reply. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The `error` field of an error reply or stream update. */
export function errorBody(error: ApiError): JsonObject {
  const body: JsonObject = { code: error.code, message: error.message };
  if (error.details) body.details = error.details as JsonObject;
  return body;
}

/** Texts of the errors the framework itself gives, as the public API words them. */
export const FRAMEWORK_ERRORS = {
  BadRequest: 'The application sent an invalid request.',
  SanityCheckFailed: 'Parameters sanity check failed.',
  UnrecognisedRequest: 'Unrecognised request',
  OutputValidationFailed: 'An unexpected error occurred: Please refresh or try again in a few minutes.',
  InternalServerError: 'Sorry, an error occurred while processing your request.',
  AuthorizationRequired: 'Please log in.',
  InvalidAppID: 'Your app_id is invalid.',
} as const;

export function frameworkError(code: keyof typeof FRAMEWORK_ERRORS): ApiError {
  return new ApiError(code, FRAMEWORK_ERRORS[code]);
}

export function permissionDenied(scopes: readonly string[]): ApiError {
  return new ApiError('PermissionDenied', `Permission denied, requires ${scopes.join(', ')} scope(s).`);
}

export function rateLimited(call: string): ApiError {
  return new ApiError('RateLimit', `You have reached the rate limit for ${call}.`);
}

export function alreadySubscribed(what: string): ApiError {
  return new ApiError('AlreadySubscribed', `You are already subscribed to ${what}.`);
}
