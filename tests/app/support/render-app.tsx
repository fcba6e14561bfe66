import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../../src/app/routes';
import { createAppStore } from '../../../src/app/store';
import { loadWorldFixture } from '../../../simulator/world/fixture';
import type { SocketClient } from '../../../src/api/socket/socket-client';
import { systemTimers, type Timers } from '../../../src/lib/timers';
import { TimersProvider } from '../../../src/ui/timers-context';
import './preload-pages';
import './real-socket-waits';

const DEFAULT_WORLD = loadWorldFixture('default');

/** The log-in token of a default-world account. */
export function tokenOf(loginid: string): string {
  const accounts = (DEFAULT_WORLD.users ?? []).flatMap((user) => user.accounts);
  const account = accounts.find((each) => each.loginid === loginid);
  if (!account) throw new Error(`no account ${loginid}`);
  return account.token;
}

/** Stores the accounts of a log-in as the callback page would, the first one active. */
export function storeLogin(...loginids: string[]) {
  const accounts = loginids.map((loginid) => ({ loginid, token: tokenOf(loginid), currency: '' }));
  localStorage.setItem('client.accounts', JSON.stringify(accounts));
  localStorage.setItem('active_loginid', loginids[0] ?? '');
}

/**
 * The whole app (shell, routes, pages) at `path`, over `socket` (a real one, from `useAppSimulator`);
 * its timed rules run on `timers`.
 */
export function renderApp(socket: SocketClient, path: string, timers: Timers = systemTimers) {
  const store = createAppStore({ socket });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <TimersProvider timers={timers}>
        <RouterProvider router={router} />
      </TimersProvider>
    </Provider>,
  );
  return { ...view, router, store, socket };
}
