/** The accounts a log-in gave this browser, kept in local storage by loginid. */
export interface StoredAccount {
  loginid: string;
  token: string;
  currency: string;
}

const ACCOUNTS_KEY = 'client.accounts';
const ACTIVE_KEY = 'active_loginid';
const SESSION_START_KEY = 'session_start';
/** Per-account confirmations that a new account (or a switch) must ask for again. */
export const SWITCH_RESET_KEYS = ['cashier_confirmed', 'accepted_bch'] as const;

export interface StoredSession {
  accounts: StoredAccount[];
  active: StoredAccount | undefined;
}

function isStoredAccount(value: unknown): value is StoredAccount {
  const account = value as Partial<StoredAccount> | null;
  return typeof account?.loginid === 'string' && typeof account.token === 'string';
}

function parseAccounts(text: string | null): StoredAccount[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredAccount) : [];
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

/** Keeps every account of a log-in and which one is active, and when the session started (epoch s). */
export function storeSession(storage: Storage, accounts: StoredAccount[], activeLoginid: string, nowMs: number): void {
  storage.setItem(ACCOUNTS_KEY, JSON.stringify(accounts));
  storage.setItem(ACTIVE_KEY, activeLoginid);
  storage.setItem(SESSION_START_KEY, String(Math.floor(nowMs / 1000)));
}

/** Makes another stored account the active one; false when it has no stored token. */
export function activateStoredAccount(storage: Storage, loginid: string): boolean {
  if (!readStoredSession(storage).accounts.some((account) => account.loginid === loginid)) return false;
  storage.setItem(ACTIVE_KEY, loginid);
  for (const key of SWITCH_RESET_KEYS) storage.removeItem(key);
  return true;
}

/**
 * Keeps a newly opened account beside the client's others and makes it the active one; the session
 * goes on, so its start stays as it was.
 */
export function addStoredAccount(storage: Storage, account: StoredAccount): void {
  const others = readStoredSession(storage).accounts.filter((each) => each.loginid !== account.loginid);
  storage.setItem(ACCOUNTS_KEY, JSON.stringify([...others, account]));
  activateStoredAccount(storage, account.loginid);
}

export function clearStoredSession(storage: Storage | undefined): void {
  for (const key of [ACCOUNTS_KEY, ACTIVE_KEY, SESSION_START_KEY, ...SWITCH_RESET_KEYS]) storage?.removeItem(key);
}
