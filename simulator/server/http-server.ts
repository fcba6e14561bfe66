import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { handlers } from '../handlers';
import type { Logger } from '../log';
import { serveConnection } from '../transport/connection';
import type { World } from '../world/world';
import { KNOWN_APP_IDS, isWellFormedAppId } from './app-id';

export interface SimulatorOptions {
  port: number;
  host: string;
  world: World;
  logger: Logger;
  /** Production mode skips checking every reply against its schema. */
  production: boolean;
}

export interface RunningSimulator {
  port: number;
  /** http://host:port */
  url: string;
  close(): Promise<void>;
}

const SOCKET_PATH = '/websockets/v3';

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function route(request: IncomingMessage, response: ServerResponse, options: SimulatorOptions): void {
  const url = new URL(request.url ?? '/', 'http://simulator');
  if (url.pathname === '/health') {
    sendJson(response, 200, { status: 'ok', world: options.world.id });
    return;
  }
  sendJson(response, 404, { error: 'NotFound' });
}

export async function startSimulator(options: SimulatorOptions): Promise<RunningSimulator> {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const server = createServer((request, response) => route(request, response, options));

  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const appId = url.searchParams.get('app_id');
    if (url.pathname !== SOCKET_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
    } else if (!isWellFormedAppId(appId)) {
      const body = JSON.stringify({ error: 'InvalidAppID' });
      socket.end(
        `HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
    } else {
      sockets.handleUpgrade(request, socket, head, (client) => {
        serveConnection(client, {
          world: options.world,
          handlers,
          logger: options.logger,
          checkReplies: !options.production,
          appId,
          appIdKnown: KNOWN_APP_IDS.has(appId),
          language: url.searchParams.get('l'),
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
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
