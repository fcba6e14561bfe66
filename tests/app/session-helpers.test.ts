// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { accountsFromCallback, destinationAfterLogin } from '../../src/features/session/login-callback';
import { isLoginPath } from '../../src/lib/marketing';
import { loginUrl } from '../../src/features/session/oauth-url';
import {
  activateStoredAccount,
  clearStoredSession,
  readStoredSession,
  storeSession,
} from '../../src/features/session/stored-accounts';

describe('log-in callback', () => {
  it('reads every acctN/tokenN/curN pair in order, stopping at the first gap', () => {
    const search =
      '?acct1=CR90000001&token1=a1-abc&cur1=USD&acct2=VRTC90000002&token2=a1-def&cur2=USD&acct4=CR9&token4=x';
    expect(accountsFromCallback(search)).toEqual([
      { loginid: 'CR90000001', token: 'a1-abc', currency: 'USD' },
      { loginid: 'VRTC90000002', token: 'a1-def', currency: 'USD' },
    ]);
  });

  it('finds no account in an empty or partial query', () => {
    expect(accountsFromCallback('')).toEqual([]);
    expect(accountsFromCallback('?acct1=CR90000001')).toEqual([]);
  });

  it.each([
    ['/en/logged_inws.html', true],
    ['/en/redirect.html', true],
    ['/en/trading.html', false],
  ])('recognises %s as a log-in page: %s', (path, expected) => {
    expect(isLoginPath(path)).toBe(expected);
  });
});

describe('log-in URL', () => {
  it('carries app_id, the upper-case language, the device and the optional fields, the state among them', () => {
    const url = new URL(
      loginUrl({
        appId: '1159',
        language: 'de',
        signupDevice: 'desktop',
        dateFirstContact: '2026-11-01',
        socialSignup: 'google',
        state: '0f1e',
      }),
      'http://app',
    );
    expect(url.pathname).toBe('/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_id: '1159',
      l: 'DE',
      signup_device: 'desktop',
      date_first_contact: '2026-11-01',
      social_signup: 'google',
      state: '0f1e',
    });
  });
});

describe('stored accounts', () => {
  it('keeps the accounts and the active one, and forgets them on clear', () => {
    const accounts = [
      { loginid: 'CR90000001', token: 'a1-abc', currency: 'USD' },
      { loginid: 'VRTC90000002', token: 'a1-def', currency: 'USD' },
    ];
    storeSession(localStorage, accounts, 'VRTC90000002', Date.UTC(2026, 0, 1));
    expect(readStoredSession(localStorage)).toEqual({ accounts, active: accounts[1] });
    clearStoredSession(localStorage);
    expect(readStoredSession(localStorage)).toEqual({ accounts: [], active: undefined });
  });

  it('treats unreadable stored data as no accounts', () => {
    localStorage.setItem('client.accounts', '{not json');
    expect(readStoredSession(localStorage).accounts).toEqual([]);
    expect(readStoredSession(undefined)).toEqual({ accounts: [], active: undefined });
  });
});

describe('after log-in', () => {
  it.each([
    [null, '/de/trading.html'],
    ['', '/de/trading.html'],
    ['/en/user/statementws.html?x=1#a', '/de/user/statementws.html?x=1#a'],
    ['/en/logged_inws.html?acct1=CR1', '/de/trading.html'],
    ['/en/redirect.html', '/de/trading.html'],
    ['/en/home.html', '/de/trading.html'],
    ['/en/404.html', '/de/trading.html'],
    ['/en/', '/de/trading.html'],
    ['//evil.example/x.html', '/de/trading.html'],
    ['https://evil.example/en/x.html', '/de/trading.html'],
  ])('from %s goes to %s', (stored, expected) => {
    expect(destinationAfterLogin(stored, 'de', 'trading.html')).toBe(expected);
  });
});

describe('switching accounts in storage', () => {
  it('needs a stored token and resets the per-account confirmations', () => {
    const accounts = [
      { loginid: 'CR90000001', token: 'a1-abc', currency: 'USD' },
      { loginid: 'VRTC90000002', token: 'a1-def', currency: 'USD' },
    ];
    storeSession(localStorage, accounts, 'CR90000001', 0);
    localStorage.setItem('cashier_confirmed', '1');
    expect(activateStoredAccount(localStorage, 'CR90000009')).toBe(false);
    expect(localStorage.getItem('cashier_confirmed')).toBe('1');
    expect(activateStoredAccount(localStorage, 'VRTC90000002')).toBe(true);
    expect(readStoredSession(localStorage).active?.loginid).toBe('VRTC90000002');
    expect(localStorage.getItem('cashier_confirmed')).toBeNull();
  });
});
