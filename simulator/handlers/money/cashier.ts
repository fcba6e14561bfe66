import { randomBytes } from 'node:crypto';
import { isVirtual } from '../../domain/accounts/model';
import { hashPassword, passwordMatches } from '../../domain/accounts/password';
import { CASHIER_MESSAGES, cashierRefusal, type CashierAction } from '../../domain/cashier/checks';
import { minimumWithdrawal } from '../../domain/cashier/currency-limits';
import { currencyNamed, toMinorUnits } from '../../domain/ledger/money';
import { ApiError } from '../../protocol/api-error';
import type { SingleChange } from '../../world/changes';
import type { World } from '../../world/world';
import { actingAccount, type ActingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';
import { limits } from './limits';
import { cryptoCashier } from '../support/crypto-cashier';
import { checkCode, codeSpent } from '../support/money-moves';
import { TERMS_CONDITIONS_VERSION } from '../../domain/accounts/terms';

/** Where the simulator serves a cashier page; the frame id is the page's only credential. */
export const CASHIER_PAGE_PATH = '/cashier';

function refuseUnlessOpen(world: World, { account, user }: ActingAccount, action: CashierAction): void {
  const refusal = cashierRefusal(
    { account, user, cashier: world.state.cashier, termsVersion: TERMS_CONDITIONS_VERSION },
    action,
  );
  if (refusal) throw new ApiError(refusal.code, refusal.message, refusal.details);
}

/** Refuses a withdrawal once what the limits leave is below the currency's minimum withdrawal. */
function refuseAtWithdrawalLimit(world: World, { account }: ActingAccount): void {
  const currency = currencyNamed(account.currency!)!;
  const remainderMinor = toMinorUnits(limits(world, account).remainder, currency);
  if (remainderMinor < toMinorUnits(minimumWithdrawal(currency), currency))
    throw new ApiError('CashierForwardError', CASHIER_MESSAGES.withdrawalLimit);
}

/** Hands out a cashier page; `alongside` (the spent verification code) is kept in the same journal entry. */
function openFrame(world: World, loginid: string, action: CashierAction, ...alongside: SingleChange[]): string {
  const id = randomBytes(16).toString('hex');
  world.commit(...alongside, {
    type: 'cashier_frame_opened',
    frame: { id, loginid, action, opened_at: world.clock.epoch() },
  });
  return id;
}

const LOCK_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]+$/;

/** The platform's cashier_password refusals, all with the code CashierPassword. */
const CASHIER_PASSWORD_REFUSALS = {
  locked: 'Your cashier was locked.',
  loginPassword: 'Please use a different password than your login password.',
  notLocked: 'Your cashier was not locked.',
  wrongPassword: 'Sorry, you have entered an incorrect cashier password',
};

function refuse(message: string): never {
  throw new ApiError('CashierPassword', message);
}

function lock(world: World, { account, user }: ActingAccount, password: string): void {
  if (world.state.cashier.passwords[account.loginid]) refuse(CASHIER_PASSWORD_REFUSALS.locked);
  if (passwordMatches(password, user.password_salt, user.password_hash))
    refuse(CASHIER_PASSWORD_REFUSALS.loginPassword);
  if (!LOCK_RULE.test(password))
    throw new ApiError('PasswordError', 'Password should have lower and uppercase letters with numbers.');
  const salt = randomBytes(16).toString('hex');
  world.commit({ type: 'cashier_password_set', loginid: account.loginid, hash: hashPassword(password, salt), salt });
}

function unlock(world: World, { account }: ActingAccount, password: string): void {
  const kept = world.state.cashier.passwords[account.loginid];
  if (!kept) refuse(CASHIER_PASSWORD_REFUSALS.notLocked);
  if (!passwordMatches(password, kept.salt, kept.hash)) refuse(CASHIER_PASSWORD_REFUSALS.wrongPassword);
  world.commit({ type: 'cashier_password_cleared', loginid: account.loginid });
}

/** The deposit and withdrawal cashier (a page URL) and the client's cashier lock. */
export const cashierHandlers: HandlerTable = {
  cashier: {
    scopes: ['payments'],
    handle: (context) => {
      const { world, session } = context;
      const request = context.request;
      const action = request.cashier ?? 'deposit';
      const acting = actingAccount(context);
      refuseUnlessOpen(world, acting, action);
      if (request.type === 'api' || request.provider === 'crypto') {
        if (action === 'withdraw' && request.verification_code === undefined)
          throw new ApiError('ASK_EMAIL_VERIFY', CASHIER_MESSAGES.verifyWithdrawal);
        return cryptoCashier(world, acting, request);
      }
      const spent: SingleChange[] = [];
      if (action === 'withdraw') {
        refuseAtWithdrawalLimit(world, acting);
        if (request.verification_code === undefined)
          throw new ApiError('ASK_EMAIL_VERIFY', CASHIER_MESSAGES.verifyWithdrawal);
        spent.push(codeSpent(checkCode(world, acting.user, 'payment_withdraw', request.verification_code)));
      }
      const id = openFrame(world, acting.account.loginid, action, ...spent);
      return { cashier: `${session.httpBase}${CASHIER_PAGE_PATH}/${id}` };
    },
  },
  cashier_password: {
    scopes: ['admin'],
    handle: (context) => {
      const { world } = context;
      const request = context.request;
      const acting = actingAccount(context);
      if (isVirtual(acting.account)) throw new ApiError('PermissionDenied', 'Permission denied.');
      // As on the platform, a lock_password wins: the unlock_password beside it is not looked at.
      if (request.lock_password) lock(world, acting, request.lock_password);
      else if (request.unlock_password) unlock(world, acting, request.unlock_password);
      return { cashier_password: world.state.cashier.passwords[acting.account.loginid] ? 1 : 0 };
    },
  },
};
