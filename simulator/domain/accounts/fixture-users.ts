import type { Posting } from '../ledger/ledger';
import { currencyNamed, toMinorUnits } from '../ledger/money';
import { landingCompanyNamed } from './landing-companies';
import type {
  AccessToken,
  Account,
  AccountsState,
  PaymentAgentDetails,
  PersonalSettings,
  RiskClassification,
  SelfExclusion,
  SettingValue,
  User,
} from './model';
import { hashPassword, saltFor } from './password';
import { isAccountStatus } from './statuses';
import { API_TOKEN_PATTERN, OAUTH_TOKEN_PATTERN, type TokenScope, TOKEN_SCOPES } from './tokens';

/** An account as a world fixture describes it. */
export interface FixtureAccount {
  loginid: string;
  /** svg (or its old name costarica), virtual, malta, maltainvest or iom. */
  landing_company: string;
  currency?: string;
  /** Opening balance as a decimal, e.g. "1523.47"; posted as a deposit when the world starts. */
  balance?: string;
  created_at: number;
  status?: string[];
  risk_classification?: RiskClassification;
  self_exclusion?: SelfExclusion;
  payment_agent?: PaymentAgentDetails;
  /** The OAuth token (a1-...) the log-in page hands out for this account; it has every scope. */
  token: string;
  api_tokens?: { token: string; display_name: string; scopes: TokenScope[] }[];
}

/** A user as a world fixture describes them: demo credentials in plain text, for the README. */
export interface FixtureUser {
  user_id: number;
  email: string;
  password: string;
  residence: string;
  /** What this user is for, shown in the log-in page's demo list. */
  description: string;
  /** Personal details as get_settings names them; date_of_birth as YYYY-MM-DD. */
  settings?: Record<string, SettingValue>;
  accounts: FixtureAccount[];
}

function fail(where: string, problem: string): never {
  throw new Error(`world fixture: ${where}: ${problem}`);
}

function settingsOf(user: FixtureUser): PersonalSettings {
  const settings: PersonalSettings = { ...user.settings };
  const birth = settings.date_of_birth;
  if (typeof birth === 'string') {
    const epoch = Date.parse(`${birth}T00:00:00Z`) / 1000;
    if (Number.isNaN(epoch)) fail(user.email, `date_of_birth "${birth}" is not YYYY-MM-DD`);
    settings.date_of_birth = epoch;
  }
  return settings;
}

function accountOf(user: FixtureUser, entry: FixtureAccount): Account {
  const where = `${user.email} ${entry.loginid}`;
  const company = landingCompanyNamed(entry.landing_company) ?? fail(where, `unknown landing company`);
  if (!new RegExp(`^${company.broker}\\d+$`).test(entry.loginid))
    fail(where, `${company.shortcode} loginids start with ${company.broker}`);
  if (entry.currency !== undefined && !company.legalAllowedCurrencies.includes(entry.currency))
    fail(where, `${company.shortcode} does not offer ${entry.currency}`);
  const status = entry.status ?? [];
  const unknown = status.filter((flag) => !isAccountStatus(flag));
  if (unknown.length > 0) fail(where, `unknown status ${unknown.join(', ')}`);
  const account: Account = {
    loginid: entry.loginid,
    user_id: user.user_id,
    landing_company: company.shortcode,
    created_at: entry.created_at,
    status: status.filter(isAccountStatus),
    risk_classification: entry.risk_classification ?? 'low',
  };
  if (entry.currency !== undefined) account.currency = entry.currency;
  if (entry.self_exclusion) account.self_exclusion = { ...entry.self_exclusion };
  if (entry.payment_agent) account.payment_agent = { ...entry.payment_agent };
  return account;
}

function tokensOf(entry: FixtureAccount): AccessToken[] {
  if (!OAUTH_TOKEN_PATTERN.test(entry.token)) fail(entry.loginid, `token must look like a1- and 29 letters or digits`);
  const tokens: AccessToken[] = [
    { token: entry.token, loginid: entry.loginid, kind: 'oauth', scopes: [...TOKEN_SCOPES], display_name: 'Log-in' },
  ];
  for (const api of entry.api_tokens ?? []) {
    if (!API_TOKEN_PATTERN.test(api.token))
      fail(entry.loginid, `API token "${api.token}" must be 15 letters or digits`);
    tokens.push({ ...api, loginid: entry.loginid, kind: 'api', scopes: [...api.scopes] });
  }
  return tokens;
}

/** Hashes of fixture passwords by salt and password: every world made from a fixture reuses them. */
const fixtureHashes = new Map<string, string>();

function fixtureHash(password: string, salt: string): string {
  const key = `${salt}:${password}`;
  let hash = fixtureHashes.get(key);
  if (hash === undefined) {
    hash = hashPassword(password, salt);
    fixtureHashes.set(key, hash);
  }
  return hash;
}

/** The accounts slice a world starts with. Throws on anything a fixture author got wrong. */
export function accountsFromFixture(users: readonly FixtureUser[]): AccountsState {
  const state: AccountsState = { users: {}, accounts: {}, tokens: {}, outbox: [] };
  for (const entry of users) {
    if (state.users[entry.user_id]) fail(entry.email, `user_id ${entry.user_id} is used twice`);
    const salt = saltFor(entry.email);
    const user: User = {
      user_id: entry.user_id,
      email: entry.email,
      password_salt: salt,
      password_hash: fixtureHash(entry.password, salt),
      residence: entry.residence,
      settings: settingsOf(entry),
    };
    state.users[entry.user_id] = user;
    for (const accountEntry of entry.accounts) {
      if (state.accounts[accountEntry.loginid]) fail(accountEntry.loginid, 'loginid is used twice');
      state.accounts[accountEntry.loginid] = accountOf(entry, accountEntry);
      for (const token of tokensOf(accountEntry)) {
        if (state.tokens[token.token]) fail(accountEntry.loginid, `token ${token.token} is used twice`);
        state.tokens[token.token] = token;
      }
    }
  }
  return state;
}

/** The deposits that give fixture accounts their opening balances, oldest account first. */
export function openingDeposits(users: readonly FixtureUser[]): Posting[] {
  return users
    .flatMap((user) => user.accounts)
    .filter((account) => account.balance !== undefined && account.currency !== undefined)
    .sort((a, b) => a.created_at - b.created_at)
    .map((account) => {
      const currency = currencyNamed(account.currency!) ?? fail(account.loginid, `unknown currency`);
      return {
        loginid: account.loginid,
        action: 'deposit' as const,
        amount: toMinorUnits(account.balance!, currency),
        time: account.created_at,
        description: 'Opening balance',
      };
    })
    .filter((posting) => posting.amount > 0);
}
