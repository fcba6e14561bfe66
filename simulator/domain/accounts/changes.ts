import type { LandingCompanyCode } from './landing-companies';
import type { AccessToken, AccountsState, OutboxEmail, PaymentAgentDetails, PersonalSettings } from './model';
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
  | { type: 'email_sent'; email: OutboxEmail };

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
  }
}
