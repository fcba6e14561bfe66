/**
 * The log-in's `state` (OAuth): a random value this tab sends with the log-in and expects back on the
 * callback, so a callback link made elsewhere (log-in CSRF) cannot log the browser into someone
 * else's account. Kept in session storage: this tab only, and used once.
 */
export const LOGIN_STATE_KEY = 'login_state';

const STATE_BYTES = 16;

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A new state for a log-in about to start, kept in `storage` in place of any earlier one. */
export function issueLoginState(storage: TabStorage): string {
  const bytes = crypto.getRandomValues(new Uint8Array(STATE_BYTES));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  storage.setItem(LOGIN_STATE_KEY, state);
  return state;
}

/** Whether the callback's `state` is the one this tab issued; the issued state is used up either way. */
export function takeLoginState(storage: TabStorage | undefined, returned: string | null): boolean {
  const issued = storage?.getItem(LOGIN_STATE_KEY) ?? null;
  storage?.removeItem(LOGIN_STATE_KEY);
  return issued !== null && issued !== '' && returned === issued;
}
