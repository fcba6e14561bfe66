import type { AccountsState, OutboxEmail } from './model';

/** A verification code works once, within an hour of being sent. */
export const CODE_LIFETIME_SECONDS = 3600;

/**
 * The e-mail that carried `code` for a purpose (verify_email's type), if the code is still good:
 * not used, not expired, and sent for that purpose.
 */
export function emailWithCode(
  state: AccountsState,
  code: string,
  type: string,
  nowEpoch: number,
): OutboxEmail | undefined {
  return state.outbox.find(
    (email) =>
      email.code === code && email.type === type && !email.used && nowEpoch - email.time < CODE_LIFETIME_SECONDS,
  );
}
