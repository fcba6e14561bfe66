import type { User } from '../../domain/accounts/model';
import type { CashierChange } from '../../domain/cashier/state';
import { isCodeValid } from '../../domain/cashier/verification-codes';
import type { Currency } from '../../domain/currencies';
import { nextTransactions, type LedgerTransaction, type Posting } from '../../domain/ledger/ledger';
import { toMinorUnits } from '../../domain/ledger/money';
import { ApiError } from '../../protocol/api-error';
import type { SingleChange } from '../../world/changes';
import type { World } from '../../world/world';

/**
 * Posts every leg of a money movement in one journaled change, so it happens whole or not at all;
 * `alongside` are the call's other changes (a spent code, a new account), kept in the same entry.
 */
export function postTogether(
  world: World,
  postings: readonly Posting[],
  ...alongside: SingleChange[]
): LedgerTransaction[] {
  const transactions = nextTransactions(world.state.ledger, postings);
  world.commit(...alongside, { type: 'ledger_posted_together', transactions });
  return transactions;
}

/** The request's amount in minor units; refused with `code` when it is not positive or has too many decimals. */
export function requestedMinor(amount: number, currency: Currency, code: string): number {
  let minor: number;
  try {
    minor = toMinorUnits(amount, currency);
  } catch {
    throw new ApiError(
      code,
      `Invalid amount. ${currency.code} amounts have at most ${currency.fractionalDigits} decimal places.`,
    );
  }
  if (minor <= 0) throw new ApiError(code, 'Invalid amount. The amount must be greater than zero.');
  return minor;
}

const INVALID_TOKEN_MESSAGE = 'Your token has expired or is invalid.';

/** Throws InvalidToken unless `code` is a live code of `type` sent to the user; does not spend it. */
export function checkCode(world: World, user: User, type: string, code: string | undefined): string {
  const valid =
    code !== undefined &&
    isCodeValid(world.state.accounts, world.state.cashier, {
      email: user.email,
      type,
      code,
      nowEpoch: world.clock.epoch(),
    });
  if (!valid) throw new ApiError('InvalidToken', INVALID_TOKEN_MESSAGE);
  return code;
}

/** The change that spends a verification code: commit it with what the code allowed, in one call. */
export function codeSpent(code: string): CashierChange {
  return { type: 'verification_code_used', code };
}
