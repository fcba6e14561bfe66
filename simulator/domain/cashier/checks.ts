import { isVirtual, type Account, type User } from '../accounts/model';
import { hasStatus } from '../accounts/statuses';
import type { CashierAsk, CashierState } from './state';

export type CashierAction = 'deposit' | 'withdraw';

/** Why the cashier refuses: an error code, the message for the client and, for ASK_FIX_DETAILS, the fields. */
export interface CashierRefusal {
  code: string;
  message: string;
  details?: { fields: string[] };
}

/** Messages of the cashier's refusals; the spec's own wording where it gives one (accounts-and-money §4, §8). */
export const CASHIER_MESSAGES = {
  virtual: 'This is a virtual-money account. Please switch to a real-money account to access cashier.',
  noCurrency: 'Please set the currency.',
  lockedByClient: 'Your cashier is locked as per your request.',
  locked: 'Your cashier is locked.',
  withdrawalLocked: 'Withdrawals have been disabled on your account. Please check your email for more details.',
  withdrawalLimit: 'You have reached the withdrawal limit.',
  verifyWithdrawal: 'Verify your withdraw request.',
  invalidToken: 'Your token has expired or is invalid.',
} as const;

const ASK_MESSAGES: Record<CashierAsk, string> = {
  ASK_EMAIL_VERIFY: 'Please verify your email address.',
  ASK_TNC_APPROVAL: 'Terms and conditions approval is required.',
  ASK_FIX_DETAILS: 'Your profile appears to be incomplete. Please update your personal details to continue.',
  ASK_UK_FUNDS_PROTECTION: 'Please accept Funds Protection.',
  ASK_AUTHENTICATE: 'Please authenticate your account.',
  ASK_FINANCIAL_RISK_APPROVAL: 'Financial Risk approval is required.',
  ASK_AGE_VERIFICATION: 'Your account needs age verification.',
  ASK_SELF_EXCLUSION_MAX_TURNOVER_SET:
    'Please set your 30-day turnover limit in our self-exclusion facilities to access the cashier.',
};

/** Profile fields the cashier needs, as get_settings names them (residence is the user's country). */
function missingDetails(user: User): string[] {
  const needed = ['address_line_1', 'address_city', 'phone', ...(user.residence === 'gb' ? ['address_postcode'] : [])];
  const missing = needed.filter((field) => {
    const value = user.settings[field];
    return value === undefined || value === null || value === '';
  });
  return user.residence === '' ? ['residence', ...missing] : missing;
}

export interface CashierSubject {
  account: Account;
  user: User;
  cashier: CashierState;
  /** The terms version the client must have accepted (website_status terms_conditions_version). */
  termsVersion: string;
}

/** The asks that apply to the account, in the order the cashier checks them. */
function asksOf({ account, user, cashier, termsVersion }: CashierSubject, action: CashierAction): CashierRefusal[] {
  const forced = cashier.forced[account.loginid];
  const isForced = (ask: CashierAsk) => forced?.asks.includes(ask) ?? false;
  const company = account.landing_company;
  const details = [
    ...new Set([...missingDetails(user), ...(isForced('ASK_FIX_DETAILS') ? forced!.missing_details : [])]),
  ];
  const applies: Record<CashierAsk, boolean> = {
    ASK_EMAIL_VERIFY: isForced('ASK_EMAIL_VERIFY'),
    ASK_TNC_APPROVAL: isForced('ASK_TNC_APPROVAL') || user.settings.client_tnc_status !== termsVersion,
    ASK_FIX_DETAILS: isForced('ASK_FIX_DETAILS') || details.length > 0,
    ASK_UK_FUNDS_PROTECTION:
      isForced('ASK_UK_FUNDS_PROTECTION') ||
      (action === 'deposit' &&
        company === 'iom' &&
        user.residence === 'gb' &&
        !hasStatus(account, 'ukgc_funds_protection')),
    ASK_AUTHENTICATE:
      isForced('ASK_AUTHENTICATE') || (company === 'maltainvest' && !hasStatus(account, 'authenticated')),
    ASK_FINANCIAL_RISK_APPROVAL: isForced('ASK_FINANCIAL_RISK_APPROVAL'),
    ASK_AGE_VERIFICATION:
      isForced('ASK_AGE_VERIFICATION') ||
      ((company === 'iom' || company === 'malta') &&
        !hasStatus(account, 'age_verification') &&
        !hasStatus(account, 'authenticated')),
    ASK_SELF_EXCLUSION_MAX_TURNOVER_SET:
      isForced('ASK_SELF_EXCLUSION_MAX_TURNOVER_SET') || hasStatus(account, 'max_turnover_limit_not_set'),
  };
  return (Object.keys(ASK_MESSAGES) as CashierAsk[])
    .filter((ask) => applies[ask])
    .map((ask) =>
      // Details the platform cannot name are not listed: the client gets the general message.
      ask === 'ASK_FIX_DETAILS' && details.length > 0
        ? { code: ask, message: ASK_MESSAGES[ask], details: { fields: details } }
        : { code: ask, message: ASK_MESSAGES[ask] },
    );
}

/**
 * The first reason the cashier refuses `action` for the account, or undefined when it may open.
 * Withdrawal limits and the e-mail code are checked by the caller, after these.
 */
export function cashierRefusal(subject: CashierSubject, action: CashierAction): CashierRefusal | undefined {
  const { account, cashier } = subject;
  const forward = (message: string): CashierRefusal => ({ code: 'CashierForwardError', message });
  if (isVirtual(account)) return forward(CASHIER_MESSAGES.virtual);
  if (!account.currency) return { code: 'ASK_CURRENCY', message: CASHIER_MESSAGES.noCurrency };
  if (cashier.passwords[account.loginid]) return forward(CASHIER_MESSAGES.lockedByClient);
  if (hasStatus(account, 'cashier_locked')) return forward(CASHIER_MESSAGES.locked);
  if (
    action === 'withdraw' &&
    (hasStatus(account, 'withdrawal_locked') || hasStatus(account, 'no_withdrawal_or_trading'))
  )
    return forward(CASHIER_MESSAGES.withdrawalLocked);
  return asksOf(subject, action)[0];
}
