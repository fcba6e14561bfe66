import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { connectionChanged } from '../../../src/api/connection-slice';
import { sessionApi } from '../../../src/api/endpoints/session';
import type { SocketClient } from '../../../src/api/socket/socket-client';
import { routes } from '../../../src/app/routes';
import { createAppStore } from '../../../src/app/store';
import { TimersProvider } from '../../../src/ui/timers-context';
import type { TestSimulator } from '../../support/simulator';
import { TestTimers } from '../../support/test-timers';
import { useAppSimulator, type AppSimulator } from './app-simulator';
import './preload-pages';
import './real-socket-waits';

/** An OAuth token of `loginid` (every world made from the default fixture has the same ones). */
export function tokenOf(simulator: TestSimulator, loginid: string): string {
  const found = Object.values(simulator.world.state.accounts.tokens).find(
    (token) => token.loginid === loginid && token.kind === 'oauth',
  );
  if (!found) throw new Error(`no token for ${loginid}`);
  return found.token;
}

export interface RenderedShell {
  store: ReturnType<typeof createAppStore>;
  socket: SocketClient;
  alerts: string[];
  /** The clock of the site-wide timed rules. */
  timers: TestTimers;
  logIn(loginid: string): Promise<void>;
}

/** The whole app (routes and shell) in jsdom, on a socket made by `socketClient` to `worldId` of a real simulator. */
function renderShell(
  simulator: TestSimulator,
  worldId: string,
  socketClient: AppSimulator['socketClient'],
  path = '/en/trading.html',
): RenderedShell {
  const alerts: string[] = [];
  const socket = socketClient(simulator.socketUrl('1', worldId), (status) => store.dispatch(connectionChanged(status)));
  const store = createAppStore({ socket }, { alert: (message) => alerts.push(message), isActiveTab: () => true });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const timers = new TestTimers();
  render(
    <TimersProvider timers={timers}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </TimersProvider>,
  );
  return {
    store,
    socket,
    alerts,
    timers,
    logIn: async (loginid) => {
      const token = tokenOf(simulator, loginid);
      socket.setToken(token);
      await store.dispatch(sessionApi.endpoints.authorize.initiate(token)).unwrap();
    },
  };
}

export interface ShellWorld {
  simulator(): TestSimulator;
  /** The id of this test's own world. */
  world(): string;
  /** Renders the whole app on this test's world; it is closed after the test. */
  renderApp(path?: string): RenderedShell;
  /** The app rendered and logged in to `loginid`. */
  loggedIn(loginid: string): Promise<RenderedShell>;
}

/**
 * One simulator for the test file and a fresh world of the default fixture for every test, with
 * storage cleared before; after it the rendered app is closed and the world deleted.
 */
export function useShellWorld(): ShellWorld {
  let world: string | undefined;
  const current = () => {
    if (world === undefined) throw new Error('no world outside a test');
    return world;
  };
  const app = useAppSimulator({
    beforeEach: async (simulator) => {
      world = (await simulator.control.createWorld({})).id;
      localStorage.clear();
    },
    afterEach: async (simulator) => {
      await simulator.control.deleteWorld(current());
      world = undefined;
    },
  });
  const renderApp = (path?: string) => renderShell(app.simulator(), current(), app.socketClient, path);
  return {
    simulator: app.simulator,
    world: current,
    renderApp,
    loggedIn: async (loginid) => {
      const shell = renderApp();
      await shell.logIn(loginid);
      return shell;
    },
  };
}
