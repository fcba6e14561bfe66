import { WebSocket } from 'ws';
import { ControlClient } from '../simulator/control-client';
import { summarise, type Summary } from './stats';

type Reply = Record<string, unknown> & { error?: { code: string; message: string } };

export interface BuysResult extends Summary {
  perSecond: number;
  /** Buys refused (each is an error reply, e.g. a limit reached). */
  refused: number;
}

/** One socket with request/reply by req_id. */
class Caller {
  private nextId = 0;
  private readonly waiting = new Map<number, (reply: Reply) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const reply = JSON.parse(data.toString()) as Reply;
      const resolve = this.waiting.get(reply.req_id as number);
      this.waiting.delete(reply.req_id as number);
      resolve?.(reply);
    });
  }

  static open(url: string): Promise<Caller> {
    const socket = new WebSocket(url);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new Caller(socket)));
      socket.once('error', reject);
    });
  }

  call(request: Record<string, unknown>): Promise<Reply> {
    this.nextId += 1;
    const id = this.nextId;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.socket.send(JSON.stringify({ ...request, req_id: id }));
    });
  }

  close(): void {
    this.socket.close();
  }
}

function succeeded(reply: Reply, call: string): Reply {
  if (reply.error) throw new Error(`${call}: ${reply.error.code} ${reply.error.message}`);
  return reply;
}

/** Signs up a virtual account (10,000 USD of demo money) through the API and authorizes the socket with it. */
async function authorizeNewAccount(caller: Caller, control: ControlClient, email: string): Promise<void> {
  succeeded(await caller.call({ verify_email: email, type: 'account_opening' }), 'verify_email');
  const code = (await control.outbox('default', email)).find((sent) => sent.type === 'account_opening')?.code;
  if (!code) throw new Error(`no sign-up code sent to ${email}`);
  const opened = succeeded(
    await caller.call({
      new_account_virtual: 1,
      verification_code: code,
      residence: 'id',
      client_password: 'Bench1234',
    }),
    'new_account_virtual',
  );
  const { oauth_token } = opened.new_account_virtual as { oauth_token: string };
  succeeded(await caller.call({ authorize: oauth_token }), 'authorize');
}

/** A 5-tick rise on Volatility 100 Index for a stake of 1 USD, bought by its parameters. */
const BUY = {
  buy: 1,
  price: 1,
  parameters: {
    amount: 1,
    basis: 'stake',
    contract_type: 'CALL',
    currency: 'USD',
    duration: 5,
    duration_unit: 't',
    symbol: 'R_100',
  },
};

/**
 * `connections` sockets, each authorized on an account of its own opened for the run, buy by
 * parameters in a closed loop (next buy once the last one is answered) for `durationMs`.
 */
export async function measureBuys(
  httpUrl: string,
  socketUrl: string,
  connections: number,
  durationMs: number,
): Promise<BuysResult> {
  const control = new ControlClient(httpUrl);
  const callers = await Promise.all(Array.from({ length: connections }, () => Caller.open(socketUrl)));
  await Promise.all(
    callers.map((caller, index) => authorizeNewAccount(caller, control, `bench.trader.${index}@example.com`)),
  );
  const latencies: number[] = [];
  let refused = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    callers.map(async (caller) => {
      while (performance.now() < deadline) {
        const sentAt = performance.now();
        const reply = await caller.call(BUY);
        latencies.push(performance.now() - sentAt);
        if (reply.error) refused += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const caller of callers) caller.close();
  return { ...summarise(latencies), perSecond: (latencies.length - refused) / seconds, refused };
}
