/** The accounts a log-in gave this browser, kept in local storage by loginid. */
export interface StoredAccount {
  loginid: string;
  token: string;
  currency: string;
}

const ACCOUNTS_KEY = 'client.accounts';
const ACTIVE_KEY = 'active_loginid';

export interface StoredSession {
  accounts: StoredAccount[];
  active: StoredAccount | undefined;
}

function parseAccounts(text: string | null): StoredAccount[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? (parsed as StoredAccount[]) : [];
  } catch {
    return [];
  }
}

export function readStoredSession(storage: Storage | undefined): StoredSession {
  if (!storage) return { accounts: [], active: undefined };
  const accounts = parseAccounts(storage.getItem(ACCOUNTS_KEY));
  const activeLoginid = storage.getItem(ACTIVE_KEY);
  return { accounts, active: accounts.find((account) => account.loginid === activeLoginid) };
}

export function storeSession(storage: Storage, accounts: StoredAccount[], activeLoginid: string): void {
  storage.setItem(ACCOUNTS_KEY, JSON.stringify(accounts));
  storage.setItem(ACTIVE_KEY, activeLoginid);
}

export function clearStoredSession(storage: Storage | undefined): void {
  storage?.removeItem(ACCOUNTS_KEY);
  storage?.removeItem(ACTIVE_KEY);
}
