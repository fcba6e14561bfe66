import { createHash } from 'node:crypto';
import type { CashierRequest } from '../../../schemas/generated/types';
import { minimumWithdrawal } from '../../domain/cashier/currency-limits';
import { balanceOf } from '../../domain/ledger/ledger';
import { currencyNamed, toMinorUnits } from '../../domain/ledger/money';
import { ApiError } from '../../protocol/api-error';
import type { ResponseOf } from '../../protocol/calls';
import type { World } from '../../world/world';
import type { ActingAccount } from './account-context';
import { limits } from '../money/limits';
import { checkCode, codeSpent, postTogether, requestedMinor } from './money-moves';

/** The crypto cashier (type api): a deposit address, or a withdrawal to an address the client gives. */

const CRYPTO_ERROR = 'CryptoWithdrawalError';

/** Every crypto account has one deposit address, derived from its loginid so it never changes. */
export function depositAddress(loginid: string): string {
  return `sim1q${createHash('sha256').update(`deposit:${loginid}`).digest('hex').slice(0, 38)}`;
}

function refuseWithdrawal(world: World, { account }: ActingAccount, minor: number): void {
  const currency = currencyNamed(account.currency!)!;
  const minimum = minimumWithdrawal(currency);
  if (minor < toMinorUnits(minimum, currency))
    throw new ApiError(CRYPTO_ERROR, `The minimum withdrawal is ${minimum} ${currency.code}.`);
  if (minor > balanceOf(world.state.ledger, account.loginid))
    throw new ApiError(CRYPTO_ERROR, 'Your account balance is insufficient for this transaction.');
  if (minor > toMinorUnits(limits(world, account).remainder, currency))
    throw new ApiError(CRYPTO_ERROR, 'You have reached the withdrawal limit.');
}

/** Answers a type api cashier request of a crypto account whose cashier is open and, for a withdrawal, verified. */
export function cryptoCashier(world: World, acting: ActingAccount, request: CashierRequest): ResponseOf<'cashier'> {
  const currency = currencyNamed(acting.account.currency!)!;
  if (currency.type !== 'crypto')
    throw new ApiError('CashierForwardError', 'The crypto cashier is only for cryptocurrency accounts.');
  if (request.cashier !== 'withdraw')
    return { cashier: { action: 'deposit', deposit: { address: depositAddress(acting.account.loginid) } } };
  if (request.address === undefined || request.amount === undefined)
    throw new ApiError(CRYPTO_ERROR, 'Please give the address and the amount to withdraw.');
  const minor = requestedMinor(request.amount, currency, CRYPTO_ERROR);
  refuseWithdrawal(world, acting, minor);
  const code = checkCode(world, acting.user, 'payment_withdraw', request.verification_code);
  if (request.dry_run === 1) return { cashier: { action: 'withdraw', withdraw: { dry_run: 1 } } };
  const [withdrawal] = postTogether(
    world,
    [
      {
        loginid: acting.account.loginid,
        action: 'withdrawal',
        amount: -minor,
        time: world.clock.epoch(),
        description: `Withdrawal to ${request.address}`,
      },
    ],
    codeSpent(code),
  );
  return {
    cashier: {
      action: 'withdraw',
      withdraw: {
        id: String(withdrawal!.transaction_id),
        status_code: 'LOCKED',
        status_message: 'We are processing your withdrawal.',
      },
    },
  };
}
