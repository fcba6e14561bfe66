import { WebSocket } from 'ws';
import { createLogger } from '../../simulator/log';
import { startSimulator, type RunningSimulator } from '../../simulator/server/http-server';
import { loadWorldFixture } from '../../simulator/world/fixture';
import { World } from '../../simulator/world/world';

export interface TestSimulator extends RunningSimulator {
  world: World;
  socketUrl(appId?: string): string;
}

/** A real simulator on a free loopback port, with a world of its own. */
export async function startTestSimulator(): Promise<TestSimulator> {
  const world = new World({ id: 'test', seed: 7, fixture: loadWorldFixture('default') });
  const simulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    world,
    logger: createLogger('silent'),
    production: false,
  });
  return {
    ...simulator,
    world,
    socketUrl: (appId = '1') => `ws://127.0.0.1:${simulator.port}/websockets/v3?app_id=${appId}&l=EN`,
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

  static open(url: string): Promise<TestSocket> {
    const socket = new WebSocket(url);
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
