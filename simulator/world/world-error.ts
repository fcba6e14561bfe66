/** What kind of refusal: the control API answers each with its own HTTP status. */
export type RefusalKind = 'invalid' | 'not_found' | 'conflict';

/** The world refusing a change asked of it (a bad value, an unknown account or world, a clash). */
export class WorldError extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'WorldError';
  }
}
