// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../src/lib/browser-navigation';
import { useAppSimulator } from './support/app-simulator';
import { renderApp, storeLogin, tokenOf } from './support/render-app';

const { socketClient } = useAppSimulator({
  afterEach: (running) => running.control.resetWorld('default'),
});
const assign = vi.fn();

beforeAll(() => {
  browserNavigation.assign = assign;
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  assign.mockReset();
});

const open = (path: string) => renderApp(socketClient(), path);
const REFUSED = 'This log-in did not start in this browser, so you have not been logged in. Please log in again.';
const callback = (state?: string) =>
  `/de/logged_inws.html?acct1=CR90000001&token1=${tokenOf('CR90000001')}&cur1=USD${state === undefined ? '' : `&state=${state}`}`;

describe('the log-in callback', () => {
  it.each([
    ['a link without a state', undefined, undefined],
    ['a link with a state this tab did not issue', 'forged', undefined],
    ['a link with a state, when this tab issued another', 'forged', 'issued-1'],
  ])(
    'refuses %s: nothing is stored, nobody is logged in, and the log-in is offered again',
    async (_case, state, issued) => {
      if (issued) sessionStorage.setItem('login_state', issued);
      const { router } = open(callback(state));
      expect((await screen.findByTestId('login-refused')).textContent).toBe(REFUSED);
      await waitFor(() => expect(router.state.location.pathname).toBe('/de/trading.html'));
      expect(router.state.location.search).toBe('');
      expect(localStorage.getItem('client.accounts')).toBeNull();
      expect(screen.queryByTestId('loginid')).toBeNull();
      expect(await screen.findByTestId('login')).toBeTruthy();
      expect(sessionStorage.getItem('login_state')).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'log in' }));
      const url = new URL(assign.mock.calls[0]![0] as string, 'http://localhost');
      expect(url.pathname).toBe('/oauth2/authorize');
      expect(url.searchParams.get('state')).toBe(sessionStorage.getItem('login_state'));
    },
  );

  it('keeps the session the browser already had when it refuses a callback', async () => {
    storeLogin('VRTC90000001');
    open(callback('forged'));
    expect(await screen.findByTestId('login-refused')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('loginid').textContent).toBe('VRTC90000001'));
    expect(localStorage.getItem('active_loginid')).toBe('VRTC90000001');
  });

  it('follows a callback with the state this tab issued, once', async () => {
    sessionStorage.setItem('login_state', 'issued-1');
    const first = open(callback('issued-1'));
    expect((await screen.findByTestId('loginid')).textContent).toBe('CR90000001');
    expect(screen.queryByTestId('login-refused')).toBeNull();
    expect(sessionStorage.getItem('login_state')).toBeNull();
    first.unmount();

    localStorage.clear();
    open(callback('issued-1'));
    expect(await screen.findByTestId('login-refused')).toBeTruthy();
    expect(localStorage.getItem('client.accounts')).toBeNull();
  });
});
