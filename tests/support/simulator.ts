import { WebSocket } from 'ws';
import { createLogger, type Logger } from '../../simulator/log';
import { startSimulator, type RunningSimulator } from '../../simulator/server/http-server';
import { ControlClient } from '../../simulator/control-client';
import { WorldRegistry, type WorldRegistryOptions } from '../../simulator/world/registry';
import type { World } from '../../simulator/world/world';

export interface TestSimulator extends RunningSimulator {
  /** The default world (the current one, also after a reset). */
  readonly world: World;
  control: ControlClient;
  /** The socket of the default world, or of the world named. */
  socketUrl(appId?: string, worldId?: string): string;
}

export interface TestServerOptions {
  /** Production mode: replies are not checked against their schemas. */
  production?: boolean;
  /** Where the simulator logs; silent unless given. */
  logger?: Logger;
}

/** A real simulator on a free loopback port, with worlds of its own (memory only unless given a data dir). */
export async function startTestSimulator(
  options: WorldRegistryOptions = {},
  { production = false, logger = createLogger('silent') }: TestServerOptions = {},
): Promise<TestSimulator> {
  const registry = new WorldRegistry({ seed: 7, ...options });
  const simulator = await startSimulator({ port: 0, host: '127.0.0.1', registry, logger, production });
  const base = `127.0.0.1:${simulator.port}`;
  return {
    ...simulator,
    get world() {
      return registry.defaultWorld;
    },
    control: new ControlClient(simulator.url),
    socketUrl: (appId = '1', worldId?: string) => {
      const world = worldId === undefined ? '' : `/worlds/${encodeURIComponent(worldId)}`;
      return `ws://${base}${world}/websockets/v3?app_id=${appId}&l=EN`;
    },
  };
}

type Message = Record<string, unknown>;

/** A plain ws client that reads replies in order. */
export class TestSocket {
  private readonly inbox: Message[] = [];
  private readonly waiting: ((message: Message) => void)[] = [];
  readonly closed: Promise<number>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Message;
      const waiter = this.waiting.shift();
      if (waiter) waiter(message);
      else this.inbox.push(message);
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  }

  static open(url: string, headers?: Record<string, string>): Promise<TestSocket> {
    const socket = new WebSocket(url, { headers });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new TestSocket(socket)));
      socket.once('error', reject);
    });
  }

  next(): Promise<Message> {
    const message = this.inbox.shift();
    if (message) return Promise.resolve(message);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  send(frame: string | Buffer): void {
    this.socket.send(frame);
  }

  call(request: Message): Promise<Message> {
    this.send(JSON.stringify(request));
    return this.next();
  }

  close(): void {
    this.socket.close();
  }
}
