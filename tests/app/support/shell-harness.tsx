import { cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { WebSocket } from 'ws';
import { connectionChanged } from '../../../src/api/connection-slice';
import { sessionApi } from '../../../src/api/endpoints/session';
import { SocketClient, type ConnectionStatus, type SocketLike } from '../../../src/api/socket/socket-client';
import { routes } from '../../../src/app/routes';
import { createAppStore } from '../../../src/app/store';
import { TimersProvider } from '../../../src/ui/timers-context';
import { startTestSimulator, type TestSimulator } from '../../support/simulator';
import { TestTimers } from '../../support/test-timers';
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

/** A socket client to `url` whose sockets may be refused quietly once a test is over. */
export function testSocketClient(url: string, onStatus?: (status: ConnectionStatus) => void): SocketClient {
  return new SocketClient({
    url,
    onStatus,
    createSocket: (socketUrl) => {
      const ws = new WebSocket(socketUrl);
      // A socket closed while opening, or reopened after its world was deleted, reports an error here.
      ws.on('error', () => undefined);
      return ws as unknown as SocketLike;
    },
  });
}

export interface RenderedShell {
  store: ReturnType<typeof createAppStore>;
  socket: SocketClient;
  alerts: string[];
  /** The clock of the site-wide timed rules. */
  timers: TestTimers;
  logIn(loginid: string): Promise<void>;
}

/** The whole app (routes and shell) in jsdom, on a socket to `worldId` of a real simulator. */
export function renderShell(simulator: TestSimulator, worldId: string, path = '/en/trading.html'): RenderedShell {
  const alerts: string[] = [];
  const socket = testSocketClient(simulator.socketUrl('1', worldId), (status) =>
    store.dispatch(connectionChanged(status)),
  );
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
  /** Renders the whole app on this test's world (`renderShell`); it is closed after the test. */
  renderApp(path?: string): RenderedShell;
  /** The app rendered and logged in to `loginid`. */
  loggedIn(loginid: string): Promise<RenderedShell>;
}

/**
 * One simulator for the test file and a fresh world of the default fixture for every test, with
 * storage cleared before and the rendered app closed and the world deleted after.
 */
export function useShellWorld(): ShellWorld {
  let simulator: TestSimulator | undefined;
  let world: string | undefined;
  let shell: RenderedShell | undefined;
  const running = () => {
    if (!simulator) throw new Error('the simulator is not running');
    return simulator;
  };
  const current = () => {
    if (world === undefined) throw new Error('no world outside a test');
    return world;
  };
  beforeAll(async () => {
    simulator = await startTestSimulator();
  });
  beforeEach(async () => {
    world = (await running().control.createWorld({})).id;
    localStorage.clear();
  });
  afterEach(async () => {
    cleanup();
    shell?.socket.close();
    shell = undefined;
    await running().control.deleteWorld(current());
    world = undefined;
  });
  afterAll(async () => {
    await simulator?.close();
  });
  const renderApp = (path?: string) => {
    shell = renderShell(running(), current(), path);
    return shell;
  };
  return {
    simulator: running,
    world: current,
    renderApp,
    loggedIn: async (loginid) => {
      const rendered = renderApp();
      await rendered.logIn(loginid);
      return rendered;
    },
  };
}
