/** MT5 accounts as a world keeps them; their balances live in the ledger under the MT5 login. */

/** Sub-type of a financial account: standard (financial) or advanced (financial_stp). */
export type Mt5FinancialType = 'financial' | 'financial_stp';

export interface Mt5Account {
  /** MTD... for demo, MTR... for real. */
  login: string;
  user_id: number;
  /** The trading account it was opened from (its landing company decides the group). */
  loginid: string;
  is_demo: boolean;
  /** gaming (synthetic indices) or financial; a demo account keeps the market it was opened for. */
  market: 'gaming' | 'financial';
  mt5_account_type?: Mt5FinancialType;
  group: string;
  /** The landing company of its group: the trading account's, svg for a virtual client's demo. */
  landing_company: string;
  currency: string;
  leverage: number;
  name: string;
  email: string;
  country: string;
  main_password: { hash: string; salt: string };
  investor_password: { hash: string; salt: string };
  /** MT5 login of the money manager of a MAM account; absent when none. */
  manager_id?: string;
  /** Epoch seconds. */
  created_at: number;
}

export interface Mt5State {
  accounts: Record<string, Mt5Account>;
  /** The last number given to a login (demo and real share the sequence). */
  last_login_number: number;
}

export type Mt5Change =
  | { type: 'mt5_account_opened'; account: Mt5Account }
  | { type: 'mt5_password_set'; login: string; password_type: 'main' | 'investor'; hash: string; salt: string }
  | { type: 'mt5_manager_revoked'; login: string };

const FIRST_MT5_LOGIN_NUMBER = 1001;

export function initialMt5State(accounts: readonly Mt5Account[] = []): Mt5State {
  const state: Mt5State = { accounts: {}, last_login_number: FIRST_MT5_LOGIN_NUMBER - 1 };
  for (const account of accounts) applyMt5Change(state, { type: 'mt5_account_opened', account });
  return state;
}

/** The digits of a login, as the old mt5_mamm call names accounts. */
export function loginNumber(login: string): number {
  return Number(login.replace(/^MT[DR]?/, ''));
}

export function applyMt5Change(state: Mt5State, change: Mt5Change): void {
  switch (change.type) {
    case 'mt5_account_opened':
      state.accounts[change.account.login] = structuredClone(change.account);
      state.last_login_number = Math.max(state.last_login_number, loginNumber(change.account.login));
      return;
    case 'mt5_password_set': {
      const account = state.accounts[change.login];
      if (!account) throw new Error(`no MT5 account ${change.login}`);
      const password = { hash: change.hash, salt: change.salt };
      if (change.password_type === 'main') account.main_password = password;
      else account.investor_password = password;
      return;
    }
    case 'mt5_manager_revoked': {
      const account = state.accounts[change.login];
      if (!account) throw new Error(`no MT5 account ${change.login}`);
      delete account.manager_id;
      return;
    }
  }
}

/** The user's MT5 accounts, demo first, then by login. */
export function mt5AccountsOf(state: Mt5State, userId: number): Mt5Account[] {
  return Object.values(state.accounts)
    .filter((account) => account.user_id === userId)
    .sort((a, b) => Number(b.is_demo) - Number(a.is_demo) || a.login.localeCompare(b.login));
}
