import type { Account } from './model';

/** The status flags an account can carry, as get_account_status lists them. */
export const ACCOUNT_STATUSES = [
  'disabled',
  'unwelcome',
  'cashier_locked',
  'withdrawal_locked',
  'mt5_withdrawal_locked',
  'no_trading',
  'no_withdrawal_or_trading',
  'authenticated',
  'age_verification',
  'allow_document_upload',
  'document_expired',
  'financial_assessment_not_complete',
  'financial_information_not_complete',
  'trading_experience_not_complete',
  'professional',
  'professional_requested',
  'professional_rejected',
  'personal_details_locked',
  'max_turnover_limit_not_set',
  'ukgc_funds_protection',
  /** The account was opened through a social network's sign-in: it has no password of its own. */
  'social_signup',
] as const;

export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export function isAccountStatus(value: string): value is AccountStatus {
  return (ACCOUNT_STATUSES as readonly string[]).includes(value);
}

export function hasStatus(account: Account, status: AccountStatus): boolean {
  return account.status.includes(status);
}

/** The flags after setting some and clearing others, in the table's order. */
export function withStatuses(
  current: readonly AccountStatus[],
  set: readonly AccountStatus[],
  clear: readonly AccountStatus[],
): AccountStatus[] {
  const next = new Set(current.filter((status) => !clear.includes(status)));
  for (const status of set) next.add(status);
  return ACCOUNT_STATUSES.filter((status) => next.has(status));
}

/**
 * Epoch seconds until which the client excluded themselves (the later of exclude_until and
 * timeout_until), or undefined when that moment has passed or none was set.
 */
export function excludedUntil(account: Account, nowEpoch: number): number | undefined {
  const exclusion = account.self_exclusion;
  if (!exclusion) return undefined;
  const until = Math.max(
    exclusion.exclude_until ? Date.parse(`${exclusion.exclude_until}T00:00:00Z`) / 1000 : 0,
    exclusion.timeout_until ?? 0,
  );
  return until > nowEpoch ? until : undefined;
}
