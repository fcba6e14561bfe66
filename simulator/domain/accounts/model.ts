import type { LandingCompanyCode } from './landing-companies';
import type { AccountStatus } from './statuses';
import type { TokenScope } from './tokens';

/** Profile values as get_settings reports them (date_of_birth in epoch seconds). */
export type SettingValue = string | number | null | { [key: string]: number };
export type PersonalSettings = Partial<Record<string, SettingValue>>;

/** A person: one e-mail and password, one residence, one set of personal details, many accounts. */
export interface User {
  user_id: number;
  email: string;
  /** scrypt of the password (hex) with `password_salt`. */
  password_hash: string;
  password_salt: string;
  /** Two-letter country code; empty until a virtual-only user sets it. */
  residence: string;
  settings: PersonalSettings;
}

/** Limits the client set on themselves (set_self_exclusion); amounts in the account currency. */
export interface SelfExclusion {
  /** YYYY-MM-DD: no log-in until this day. */
  exclude_until?: string;
  /** Epoch seconds: no log-in until then. */
  timeout_until?: number;
  max_balance?: number;
  max_deposit?: number;
  max_7day_deposit?: number;
  max_30day_deposit?: number;
  max_losses?: number;
  max_7day_losses?: number;
  max_30day_losses?: number;
  max_turnover?: number;
  max_7day_turnover?: number;
  max_30day_turnover?: number;
  max_open_bets?: number;
  /** Minutes. */
  session_duration_limit?: number;
}

/** What paymentagent_list shows of an account that is a payment agent. */
export interface PaymentAgentDetails {
  name: string;
  summary: string;
  url: string;
  email: string;
  telephone: string;
  further_information: string;
  supported_banks: string;
  currencies: string;
  deposit_commission: string;
  withdrawal_commission: string;
  min_withdrawal: string;
  max_withdrawal: string;
  is_authenticated: boolean;
}

export type RiskClassification = 'low' | 'standard' | 'high';

export interface Account {
  loginid: string;
  user_id: number;
  landing_company: LandingCompanyCode;
  /** Absent until the client chooses one; it cannot change afterwards. */
  currency?: string;
  /** Epoch seconds. */
  created_at: number;
  status: AccountStatus[];
  risk_classification: RiskClassification;
  self_exclusion?: SelfExclusion;
  payment_agent?: PaymentAgentDetails;
}

type TokenKind = 'oauth' | 'api';

/** An API token (15 characters, made on the API token page) or an OAuth token (a1-..., from logging in). */
export interface AccessToken {
  token: string;
  loginid: string;
  kind: TokenKind;
  scopes: TokenScope[];
  display_name: string;
  /** Epoch seconds of the last log-in with it (API tokens). */
  last_used?: number;
}

/** An e-mail the platform sent, kept so tests and people can read verification codes. */
export interface OutboxEmail {
  to: string;
  /** verify_email's type, e.g. account_opening or reset_password. */
  type: string;
  subject: string;
  /** The verification code the e-mail carries, if any. */
  code?: string;
  /** Epoch seconds. */
  time: number;
  /** Set once the code was used; a code works only once. */
  used?: boolean;
}

export interface AccountsState {
  /** By user_id. */
  users: Record<string, User>;
  /** By loginid. */
  accounts: Record<string, Account>;
  /** By token string. */
  tokens: Record<string, AccessToken>;
  /** Oldest first. */
  outbox: OutboxEmail[];
}

export function isVirtual(account: Account): boolean {
  return account.landing_company === 'virtual';
}

/** The loginid's letters: VRTC, CR, MF, MLT or MX. */
export function brokerOf(loginid: string): string {
  return loginid.replace(/\d+$/, '');
}

export function userOf(state: AccountsState, account: Account): User {
  const user = state.users[account.user_id];
  if (!user) throw new Error(`account ${account.loginid} belongs to no user`);
  return user;
}

export function userByEmail(state: AccountsState, email: string): User | undefined {
  const wanted = email.trim().toLowerCase();
  return Object.values(state.users).find((user) => user.email.toLowerCase() === wanted);
}

/**
 * Every account of a user in the order the platform lists them: enabled before disabled, real before
 * virtual, then by loginid.
 */
export function accountsOfUser(state: AccountsState, userId: number): Account[] {
  const rank = (account: Account) => (account.status.includes('disabled') ? 2 : 0) + (isVirtual(account) ? 1 : 0);
  return Object.values(state.accounts)
    .filter((account) => account.user_id === userId)
    .sort((a, b) => rank(a) - rank(b) || a.loginid.localeCompare(b.loginid));
}

/** "Mr Budi Santoso"; empty when no name is known (virtual-only users). */
export function fullName(user: User): string {
  const { salutation, first_name, last_name } = user.settings;
  if (!first_name && !last_name) return '';
  return [salutation, first_name, last_name].filter((part) => typeof part === 'string' && part !== '').join(' ');
}
