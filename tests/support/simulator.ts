import { WebSocket } from 'ws';
import { createLogger, type Logger } from '../../simulator/log';
import { startSimulator, type RunningSimulator } from '../../simulator/server/http-server';
import { ControlClient } from '../../simulator/control-client';
import { WorldRegistry, type WorldRegistryOptions } from '../../simulator/world/registry';
import type { World } from '../../simulator/world/world';
import { startSimulatorProcess } from './simulator-process';
import { socketUrlOf } from './socket-url';

export interface TestSimulator extends RunningSimulator {
  /** The default world (the current one, also after a reset). */
  readonly world: World;
  control: ControlClient;
  /** The socket of the default world, or of the world named. */
  socketUrl(appId?: string, worldId?: string): string;
}

/**
 * With SIM_AS_RUN=1 the simulator runs as `npm run sim` runs it, in a child process: a test file that
 * drives it through sockets and the control API only runs unchanged against it; `world` and `registry`
 * are then out of reach.
 */
const AS_RUN = process.env.SIM_AS_RUN === '1';

function outOfReach(name: string): never {
  throw new Error(`${name} is out of reach with SIM_AS_RUN=1: the simulator runs in a child process`);
}

async function startAsRun(
  { fixture, seed = 7, dataDir, timeSourceMs }: WorldRegistryOptions,
  production: boolean,
): Promise<TestSimulator> {
  if (timeSourceMs) outOfReach('timeSourceMs');
  const child = await startSimulatorProcess({ world: fixture, seed, dataDir, production });
  return {
    port: child.port,
    url: child.url,
    controlToken: undefined,
    control: child.control,
    socketUrl: child.socketUrl,
    close: child.close,
    get registry() {
      return outOfReach('registry');
    },
    get world() {
      return outOfReach('world');
    },
  };
}

export interface TestSimulatorOptions extends WorldRegistryOptions {
  /** The address listened on (loopback unless given). */
  host?: string;
  /** The control API's token (none on loopback unless given). */
  controlToken?: string;
  /** Production mode: replies are not checked against their schemas. */
  production?: boolean;
  /** Where the simulator logs; silent unless given. */
  logger?: Logger;
}

/**
 * A real simulator on a free port, with worlds of its own (memory only unless given a data dir); in a
 * child process with SIM_AS_RUN=1.
 */
export async function startTestSimulator({
  host = '127.0.0.1',
  controlToken,
  production = false,
  logger = createLogger('silent'),
  ...registryOptions
}: TestSimulatorOptions = {}): Promise<TestSimulator> {
  if (AS_RUN) return startAsRun(registryOptions, production);
  const registry = new WorldRegistry({ seed: 7, ...registryOptions });
  const simulator = await startSimulator({
    port: 0,
    host,
    registry,
    logger,
    production,
    controlToken,
  });
  return {
    ...simulator,
    get world() {
      return registry.defaultWorld;
    },
    control: ControlClient.of(simulator),
    socketUrl: socketUrlOf(`http://127.0.0.1:${simulator.port}`),
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
