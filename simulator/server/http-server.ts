import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { handlers } from '../handlers';
import { CASHIER_PAGE_PATH } from '../handlers/money/cashier';
import type { Logger } from '../log';
import { serveConnection } from '../transport/connection';
import type { WorldRegistry } from '../world/registry';
import { isAppIdKnown, isWellFormedAppId } from './app-id';
import { handleCashierPage } from './cashier/cashier-handler';
import { controlRoutes, controlTokenFor, createControlAccess, createControlRouter } from './control';
import { handleOAuth, OAUTH_PATH } from './oauth/oauth-handler';
import { handleSupportMessages, SUPPORT_MESSAGES_PATH } from './support/support-handler';
import { handleReleases, RELEASES_PATH } from './releases/release-feed';
import { worldPathOf } from './world-path';

export interface SimulatorOptions {
  port: number;
  host: string;
  /** The worlds served: the default one at /websockets/v3, each at /worlds/<id>/websockets/v3. */
  registry: WorldRegistry;
  logger: Logger;
  /** Production mode skips checking every reply against its schema. */
  production: boolean;
  /** The control API's token; one is made up when none is given and `host` is beyond loopback. */
  controlToken?: string;
}

export interface RunningSimulator {
  port: number;
  /** http://host:port */
  url: string;
  registry: WorldRegistry;
  /** What the control API wants as `Authorization: Bearer <token>`; undefined when it is open (loopback only). */
  controlToken: string | undefined;
  close(): Promise<void>;
}

const SOCKET_PATH = '/websockets/v3';
const CONTROL_PREFIX = '/control';

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function refuseUpgrade(socket: Duplex, status: string, body?: unknown): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  const type = body === undefined ? '' : 'Content-Type: application/json\r\n';
  socket.end(`HTTP/1.1 ${status}\r\n${type}Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
}

export async function startSimulator(options: SimulatorOptions): Promise<RunningSimulator> {
  const { registry, logger } = options;
  const controlToken = controlTokenFor(options.host, options.controlToken);
  const checkAccess = createControlAccess({
    host: options.host,
    port: () => (server.address() as AddressInfo).port,
    token: controlToken,
  });
  const control = createControlRouter({ routes: controlRoutes, registry, logger, checkAccess, prefix: CONTROL_PREFIX });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  function route(request: IncomingMessage, response: ServerResponse): void {
    const { pathname } = new URL(request.url ?? '/', 'http://simulator');
    if (pathname === CONTROL_PREFIX || pathname.startsWith(`${CONTROL_PREFIX}/`)) {
      void control(request, response);
      return;
    }
    if (pathname === '/health') {
      sendJson(response, 200, { status: 'ok', worlds: registry.list().length });
      return;
    }
    const { worldId, rest } = worldPathOf(pathname, request.headers.cookie);
    if (rest.startsWith(`${CASHIER_PAGE_PATH}/`)) {
      const world = registry.find(worldId);
      if (world) void handleCashierPage(request, response, world, rest.slice(CASHIER_PAGE_PATH.length + 1));
      else sendJson(response, 404, { error: 'WorldNotFound' });
      return;
    }
    if (rest === OAUTH_PATH) {
      const world = registry.find(worldId);
      if (world) void handleOAuth(request, response, world);
      else sendJson(response, 404, { error: 'WorldNotFound' });
      return;
    }
    if (rest === SUPPORT_MESSAGES_PATH) {
      const world = registry.find(worldId);
      if (world) void handleSupportMessages(request, response, world);
      else sendJson(response, 404, { error: 'WorldNotFound' });
      return;
    }
    if (rest.startsWith(`${RELEASES_PATH}/`)) {
      const world = registry.find(worldId);
      const host = request.headers.host ?? `${options.host}:${options.port}`;
      const base = `http://${host}${pathname.slice(0, pathname.length - rest.length)}`;
      if (world)
        handleReleases(
          response,
          world.release === undefined ? registry.release : world.release,
          rest.slice(RELEASES_PATH.length),
          base,
        );
      else sendJson(response, 404, { error: 'WorldNotFound' });
      return;
    }
    sendJson(response, 404, { error: 'NotFound' });
  }

  const server = createServer(route);
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const { worldId, rest } = worldPathOf(url.pathname, request.headers.cookie);
    const world = registry.find(worldId);
    const appId = url.searchParams.get('app_id');
    if (rest !== SOCKET_PATH || !world) {
      refuseUpgrade(socket, '404 Not Found');
    } else if (!isWellFormedAppId(appId)) {
      refuseUpgrade(socket, '401 Unauthorized', { error: 'InvalidAppID' });
    } else {
      sockets.handleUpgrade(request, socket, head, (client) => {
        serveConnection(client, {
          world,
          handlers,
          logger,
          checkReplies: !options.production,
          appId,
          appIdKnown: isAppIdKnown(world.state.site, appId),
          language: url.searchParams.get('l'),
          client: { ip: request.socket.remoteAddress ?? '', userAgent: request.headers['user-agent'] ?? '' },
          rawSocket: socket,
          httpBase: `http://${request.headers.host ?? `${options.host}:${options.port}`}${url.pathname.slice(0, -SOCKET_PATH.length)}`,
        });
      });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://${options.host}:${port}`,
    registry,
    controlToken,
    close: async () => {
      registry.dispose();
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
