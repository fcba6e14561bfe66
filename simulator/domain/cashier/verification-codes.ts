import type { AccountsState } from '../accounts/model';
import type { CashierState } from './state';

/** A verification code works for an hour after its e-mail was sent, and once. */
const CODE_LIFETIME_SECONDS = 3_600;

export interface CodeQuery {
  email: string;
  /** verify_email's type, e.g. payment_withdraw. */
  type: string;
  code: string;
  nowEpoch: number;
}

/** Whether `code` came in an e-mail of `type` to `email` within the last hour and was not spent yet. */
export function isCodeValid(accounts: AccountsState, cashier: CashierState, query: CodeQuery): boolean {
  if (cashier.used_codes.includes(query.code)) return false;
  const to = query.email.trim().toLowerCase();
  return accounts.outbox.some(
    (email) =>
      email.code === query.code &&
      email.type === query.type &&
      email.to === to &&
      query.nowEpoch - email.time <= CODE_LIFETIME_SECONDS,
  );
}
