// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../src/lib/browser-navigation';
import { useAppSimulator } from './support/app-simulator';
import { renderApp, storeLogin, tokenOf } from './support/render-app';

const { simulator, socketClient } = useAppSimulator({
  afterEach: (running) => running.control.resetWorld('default'),
});
const reload = vi.fn();
const assign = vi.fn();

beforeAll(() => {
  browserNavigation.reload = reload;
  browserNavigation.assign = assign;
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  reload.mockReset();
  assign.mockReset();
});

const open = (path: string) => renderApp(socketClient(), path);

describe('routing', () => {
  it('shows a page at /{lang}/{page}.html with log-in and sign-up for a visitor', async () => {
    open('/en/trading.html');
    expect(await screen.findByRole('heading', { name: 'Trading' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/en/new_account/virtualws.html');
  });

  it('redirects a path without .html to its .html form, keeping the query', async () => {
    const { router } = open('/de/trading?market=forex');
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/trading.html'));
    expect(router.state.location.search).toBe('?market=forex');
  });

  it('sends an unknown language to the English page', async () => {
    const { router } = open('/xx/trading.html');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/xx/trading.html'));
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('shows the 404 page for a page that does not exist', async () => {
    open('/en/no_such_page.html');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('opens links to .html pages without a full reload', async () => {
    const { router } = open('/en/no_such_page.html');
    fireEvent.click(await screen.findByRole('link', { name: 'Go to trading' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/trading.html'));
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('access rules', () => {
  it('asks a visitor to log in or sign up on a login-required page', async () => {
    open('/en/user/statementws.html');
    const refusal = await screen.findByTestId('access-refusal');
    expect(refusal.textContent).toBe('Please log in or sign up to view this page.');
  });

  it('refuses a real-only page to a virtual account', async () => {
    storeLogin('VRTC90000001');
    open('/en/user/security/self_exclusionws.html');
    expect((await screen.findByTestId('access-refusal')).textContent).toBe(
      'This feature is not relevant to virtual-money accounts.',
    );
  });

  it('refuses a virtual-only page to a real account', async () => {
    storeLogin('CR90000001');
    open('/en/new_account/welcome.html');
    expect((await screen.findByTestId('access-refusal')).textContent).toBe(
      'Sorry, this feature is available to virtual accounts only.',
    );
  });

  it('refuses a logged-out-only page to a client, with a sign-out button', async () => {
    storeLogin('CR90000001');
    open('/en/user/lost_passwordws.html');
    const refusal = await screen.findByTestId('access-refusal');
    expect(refusal.textContent).toContain('This page is only available to logged out clients.');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('sends a logged-in client from home to the default page', async () => {
    storeLogin('CR90000001');
    const { router } = open('/en/home.html');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/trading.html'));
  });

  it('sends a client without a currency to set one', async () => {
    storeLogin('CR90000004');
    const { router } = open('/en/trading.html');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/user/set-currency.html'));
  });
});

describe('session', () => {
  it('restores the stored session: account title, loginid and a live balance', async () => {
    storeLogin('CR90000001', 'VRTC90000002');
    open('/en/trading.html');
    expect((await screen.findByTestId('loginid')).textContent).toBe('CR90000001');
    expect(screen.getByText('Real Account')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,523.47 USD'));
    await simulator().control.patchAccount('default', 'CR90000001', { balance: '25000.5' });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('25,000.50 USD'));
  });

  it('authorizes again after a dropped connection, so the live balance resumes', async () => {
    storeLogin('CR90000001');
    open('/en/trading.html');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,523.47 USD'));
    await simulator().control.dropConnections('default');
    await simulator().control.patchAccount('default', 'CR90000001', { balance: '1600' });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1,600.00 USD'));
    expect(screen.getByTestId('loginid').textContent).toBe('CR90000001');
  });

  it('logs out when the stored token is refused', async () => {
    localStorage.setItem(
      'client.accounts',
      JSON.stringify([{ loginid: 'CR90000001', token: 'a1-nope', currency: '' }]),
    );
    localStorage.setItem('active_loginid', 'CR90000001');
    open('/en/trading.html');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(localStorage.getItem('client.accounts')).toBeNull();
  });

  it('logs out when the token belongs to another loginid', async () => {
    localStorage.setItem(
      'client.accounts',
      JSON.stringify([{ loginid: 'CR90000002', token: tokenOf('CR90000001'), currency: '' }]),
    );
    localStorage.setItem('active_loginid', 'CR90000002');
    open('/en/trading.html');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(localStorage.getItem('active_loginid')).toBeNull();
  });

  it('switches to another stored account, resetting the per-account confirmations, and reloads', async () => {
    storeLogin('CR90000001', 'VRTC90000002');
    localStorage.setItem('cashier_confirmed', '1');
    localStorage.setItem('accepted_bch', '1');
    open('/en/trading.html');
    fireEvent.click(await screen.findByRole('button', { name: /CR90000001/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: /VRTC90000002/ }));
    expect(localStorage.getItem('active_loginid')).toBe('VRTC90000002');
    expect(localStorage.getItem('cashier_confirmed')).toBeNull();
    expect(localStorage.getItem('accepted_bch')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logs out when switching to an account without a stored token', async () => {
    storeLogin('CR90000001');
    open('/en/trading.html');
    fireEvent.click(await screen.findByRole('button', { name: /CR90000001/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: /CR90000002/ }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('client.accounts')).toBeNull();
  });

  it('logs out: everything stored is cleared once the server confirms, then the page reloads', async () => {
    storeLogin('CR90000001');
    open('/en/trading.html');
    fireEvent.click(await screen.findByRole('button', { name: /CR90000001/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('client.accounts')).toBeNull();
    expect(localStorage.getItem('active_loginid')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('keeps every account of the log-in callback, authorizes the first and returns where the log-in began', async () => {
    sessionStorage.setItem('redirect_url', '/en/user/statementws.html?x=1');
    sessionStorage.setItem('login_state', 'issued-1');
    const query = `acct1=CR90000001&token1=${tokenOf('CR90000001')}&cur1=USD&acct2=VRTC90000002&token2=${tokenOf('VRTC90000002')}&cur2=USD&state=issued-1`;
    const { router } = open(`/de/logged_inws.html?${query}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/user/statementws.html'));
    expect(router.state.location.search).toBe('?x=1');
    expect((await screen.findByTestId('loginid')).textContent).toBe('CR90000001');
    expect(JSON.parse(localStorage.getItem('client.accounts')!).map((a: { loginid: string }) => a.loginid)).toEqual([
      'CR90000001',
      'VRTC90000002',
    ]);
  });

  it('sends the log-in callback to the default page when it began on a log-in page', async () => {
    sessionStorage.setItem('redirect_url', '/en/logged_inws.html');
    sessionStorage.setItem('login_state', 'issued-1');
    const { router } = open(
      `/en/logged_inws.html?acct1=VRTC90000001&token1=${tokenOf('VRTC90000001')}&cur1=USD&state=issued-1`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/trading.html'));
  });

  it('starts the log-in at the platform page with app id, language, device and a state kept for the callback', async () => {
    localStorage.setItem('date_first_contact', '2026-11-01');
    open('/fr/trading.html');
    fireEvent.click(await screen.findByTestId('login'));
    const url = new URL(assign.mock.calls[0]![0] as string, 'http://localhost');
    expect(url.pathname).toBe('/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_id: '1159',
      l: 'FR',
      signup_device: 'desktop',
      date_first_contact: '2026-11-01',
      state: sessionStorage.getItem('login_state'),
    });
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('endpoint settings page', () => {
  it('saves the server and app id and reloads to connect with them', async () => {
    open('/en/endpoint.html');
    fireEvent.change(await screen.findByLabelText('Server'), { target: { value: ' QA.Example.com ' } });
    fireEvent.change(screen.getByLabelText('App ID'), { target: { value: '1098' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect([localStorage.getItem('config.server_url'), localStorage.getItem('config.app_id')]).toEqual([
      'qa.example.com',
      '1098',
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reset to original settings' }));
    expect([localStorage.getItem('config.server_url'), localStorage.getItem('config.app_id')]).toEqual([null, null]);
  });
});

describe('without web storage', () => {
  it('shows the notice and disables log-in', async () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      open('/en/trading.html');
      expect((await screen.findByTestId('storage-notice')).textContent).toBe(
        "Strike requires your browser's web storage to be enabled in order to function properly. Please enable it or exit private browsing mode.",
      );
      expect((screen.getByTestId('login') as HTMLButtonElement).disabled).toBe(true);
    } finally {
      blocked.mockRestore();
    }
  });
});
