import { landingCompanyOf, type LandingCompanyCode } from './landing-companies';
import { brokerOf, type AccountsState } from './model';

/** Fixture accounts start at 90000001; new ones continue after the highest of their broker. */
const FIRST_ACCOUNT_NUMBER = 90_000_001;

/** The loginid a new account of the landing company gets, e.g. CR90000011. */
export function nextLoginid(state: AccountsState, code: LandingCompanyCode): string {
  const broker = landingCompanyOf(code).broker;
  const numbers = Object.keys(state.accounts)
    .filter((loginid) => brokerOf(loginid) === broker)
    .map((loginid) => Number(loginid.slice(broker.length)));
  return `${broker}${Math.max(FIRST_ACCOUNT_NUMBER - 1, ...numbers) + 1}`;
}

export function nextUserId(state: AccountsState): number {
  return Math.max(0, ...Object.keys(state.users).map(Number)) + 1;
}

/** Passwords the platform refuses however they look (a few of the world's most common). */
const COMMON_PASSWORDS = new Set(['password1', 'passw0rd', 'qwerty123', 'abcd1234', 'abc12345', 'letmein1']);

/**
 * Why the platform would refuse a password that matches the pattern (PasswordError), or undefined.
 * The pattern (letters of both cases and digits, 8-25) is checked by the request schema.
 */
export function passwordRefusal(password: string, email: string): string | undefined {
  const lower = password.toLowerCase();
  const name = email.toLowerCase().split('@')[0] ?? '';
  if (lower === email.toLowerCase() || (name.length >= 4 && lower.includes(name)))
    return 'You cannot use your email address as your password.';
  if (COMMON_PASSWORDS.has(lower)) return 'Password is not strong enough.';
  return undefined;
}
