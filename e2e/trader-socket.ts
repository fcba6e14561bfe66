import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

type Message = Record<string, unknown> & { req_id?: number; error?: { code: string; message: string } };

interface FixtureUser {
  email: string;
  accounts: { loginid: string; token: string }[];
}

/** The first account's token of a demo user of the default world fixture. */
export function demoToken(email: string): string {
  const fixture = JSON.parse(readFileSync('fixtures/worlds/default.json', 'utf8')) as { users: FixtureUser[] };
  const token = fixture.users.find((user) => user.email === email)?.accounts[0]?.token;
  if (!token) throw new Error(`no demo user ${email}`);
  return token;
}

/**
 * A second session of a client on the scenario's world, over the API itself: what the client does on
 * another device (a purchase the open page then learns of from its transaction stream).
 */
export class TraderSocket {
  private nextId = 1;
  private readonly pending = new Map<number, (message: Message) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Message;
      if (message.req_id === undefined) return;
      this.pending.get(message.req_id)?.(message);
      this.pending.delete(message.req_id);
    });
  }

  /**
   * A socket on the world, authorized with `token` when one is given (a visitor has none), through the
   * app `appId` (the platform's own by default).
   */
  static async open(simulatorUrl: string, worldId: string, token?: string, appId = '1'): Promise<TraderSocket> {
    const url = `${simulatorUrl.replace(/^http/, 'ws')}/worlds/${encodeURIComponent(worldId)}/websockets/v3?app_id=${appId}`;
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const trader = new TraderSocket(socket);
    if (token) await trader.request({ authorize: token });
    return trader;
  }

  /** Sends one request and resolves with its reply; an error reply rejects. */
  request(payload: Record<string, unknown>): Promise<Message> {
    const reqId = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(reqId, (message) =>
        message.error ? reject(new Error(`${message.error.code}: ${message.error.message}`)) : resolve(message),
      );
      this.socket.send(JSON.stringify({ ...payload, req_id: reqId }));
    });
  }

  close(): void {
    this.socket.close();
  }
}
