import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { WebSocket } from 'ws';
import { SocketClient, type ConnectionStatus, type SocketLike } from '../../../src/api/socket/socket-client';
import { startTestSimulator, type TestSimulator } from '../../support/simulator';

export interface TestSocketClientOptions {
  onStatus?: (status: ConnectionStatus) => void;
  /** Receives every frame the client sends, in order. */
  sent?: string[];
}

/** A socket client to `url` whose sockets may be refused quietly once a test is over. */
export function testSocketClient(url: string, { onStatus, sent }: TestSocketClientOptions = {}): SocketClient {
  return new SocketClient({
    url,
    onStatus,
    createSocket: (socketUrl) => {
      const ws = new WebSocket(socketUrl);
      // A socket closed while opening, or reopened after its world was deleted, reports an error here.
      ws.on('error', () => undefined);
      if (sent) {
        const send = ws.send.bind(ws);
        (ws as unknown as SocketLike).send = (frame: string) => {
          sent.push(frame);
          send(frame);
        };
      }
      return ws as unknown as SocketLike;
    },
  });
}

export interface AppSimulator {
  simulator(): TestSimulator;
  /** A socket client (to the default world unless given a url) that is closed after the test. */
  socketClient(url?: string, onStatus?: (status: ConnectionStatus) => void): SocketClient;
}

export interface AppSimulatorHooks {
  /** Runs before every test, once the simulator is up. */
  beforeEach?(simulator: TestSimulator): Promise<unknown> | void;
  /** Runs after every test, once the rendered app is unmounted and its socket clients closed. */
  afterEach?(simulator: TestSimulator): Promise<unknown> | void;
}

/**
 * One simulator for an app test file; after every test the rendered app is unmounted and the socket
 * clients made with `socketClient` are closed.
 */
export function useAppSimulator(hooks: AppSimulatorHooks = {}): AppSimulator {
  let simulator: TestSimulator | undefined;
  const clients: SocketClient[] = [];
  const running = () => {
    if (!simulator) throw new Error('the simulator is not running');
    return simulator;
  };
  beforeAll(async () => {
    simulator = await startTestSimulator();
  });
  beforeEach(async () => {
    await hooks.beforeEach?.(running());
  });
  afterEach(async () => {
    cleanup();
    for (const client of clients.splice(0)) client.close();
    await hooks.afterEach?.(running());
  });
  afterAll(async () => {
    await simulator?.close();
  });
  return {
    simulator: running,
    socketClient: (url, onStatus) => {
      const client = testSocketClient(url ?? running().socketUrl(), { onStatus });
      clients.push(client);
      return client;
    },
  };
}
