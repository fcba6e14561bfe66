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

/** Texts of the errors the framework itself gives, as the public API words them. */
export const FRAMEWORK_ERRORS = {
  BadRequest: 'The application sent an invalid request.',
  UnrecognisedRequest: 'Unrecognised request',
  OutputValidationFailed: 'An unexpected error occurred: Please refresh or try again in a few minutes.',
  InternalServerError: 'Sorry, an error occurred while processing your request.',
} as const;

export function frameworkError(code: keyof typeof FRAMEWORK_ERRORS): ApiError {
  return new ApiError(code, FRAMEWORK_ERRORS[code]);
}
