import type { LandingCompanyCode } from './landing-companies';
import type {
  AccessToken,
  Account,
  AccountsState,
  OutboxEmail,
  PaymentAgentDetails,
  PersonalSettings,
  RiskClassification,
  SelfExclusion,
  User,
} from './model';
import type { AccountStatus } from './statuses';

/** Ways the accounts slice changes; every value is decided before the change is committed. */
export type AccountsChange =
  | {
      type: 'account_updated';
      loginid: string;
      currency?: string;
      landing_company?: LandingCompanyCode;
      /** The complete new set of status flags. */
      status?: AccountStatus[];
      risk_classification?: RiskClassification;
    }
  | {
      type: 'user_updated';
      user_id: number;
      residence?: string;
      /** Fields to set; the others stay. */
      settings?: PersonalSettings;
    }
  | { type: 'token_issued'; token: AccessToken }
  /** Makes the account a payment agent with these details, or (null) an ordinary account again. */
  | { type: 'payment_agent_set'; loginid: string; payment_agent: PaymentAgentDetails | null }
  | { type: 'email_sent'; email: OutboxEmail }
  | { type: 'user_created'; user: User }
  | { type: 'account_opened'; account: Account }
  | { type: 'token_revoked'; token: string }
  | { type: 'code_used'; code: string }
  | { type: 'password_set'; user_id: number; password_hash: string }
  /** The complete new set of limits; an empty object clears them. */
  | { type: 'self_exclusion_set'; loginid: string; self_exclusion: SelfExclusion };

function accountIn(state: AccountsState, loginid: string) {
  const account = state.accounts[loginid];
  if (!account) throw new Error(`no account ${loginid}`);
  return account;
}

export function applyAccountsChange(state: AccountsState, change: AccountsChange): void {
  switch (change.type) {
    case 'account_updated': {
      const account = accountIn(state, change.loginid);
      if (change.currency !== undefined) account.currency = change.currency;
      if (change.landing_company !== undefined) account.landing_company = change.landing_company;
      if (change.status !== undefined) account.status = [...change.status];
      if (change.risk_classification !== undefined) account.risk_classification = change.risk_classification;
      return;
    }
    case 'user_updated': {
      const user = state.users[change.user_id];
      if (!user) throw new Error(`no user ${change.user_id}`);
      if (change.residence !== undefined) user.residence = change.residence;
      if (change.settings) Object.assign(user.settings, change.settings);
      return;
    }
    case 'payment_agent_set': {
      const account = accountIn(state, change.loginid);
      if (change.payment_agent) account.payment_agent = { ...change.payment_agent };
      else delete account.payment_agent;
      return;
    }
    case 'token_issued':
      state.tokens[change.token.token] = { ...change.token, scopes: [...change.token.scopes] };
      return;
    case 'email_sent':
      state.outbox.push({ ...change.email });
      return;
    case 'user_created':
      state.users[change.user.user_id] = structuredClone(change.user);
      return;
    case 'account_opened':
      state.accounts[change.account.loginid] = structuredClone(change.account);
      return;
    case 'token_revoked':
      delete state.tokens[change.token];
      return;
    case 'code_used':
      for (const email of state.outbox) if (email.code === change.code) email.used = true;
      return;
    case 'password_set': {
      const user = state.users[change.user_id];
      if (!user) throw new Error(`no user ${change.user_id}`);
      user.password_hash = change.password_hash;
      return;
    }
    case 'self_exclusion_set':
      accountIn(state, change.loginid).self_exclusion = { ...change.self_exclusion };
      return;
  }
}
