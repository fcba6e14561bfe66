import type { TestSocket } from '../../support/simulator';

export { HIGHER_5_MINUTES } from '../../support/proposal-cases';

type Message = Record<string, unknown>;

/** A world time well inside the feed, on an even second (R_100 ticks every 2 s). */
export const START = Date.UTC(2030, 0, 7, 12) / 1000;

export const RISE_5_TICKS = {
  contract_type: 'CALL',
  symbol: 'R_100',
  currency: 'USD',
  amount: 10,
  basis: 'stake',
  duration: 5,
  duration_unit: 't',
} as const;

export interface Bought {
  contract_id: number;
  transaction_id: number;
  buy_price: number;
  payout: number;
  balance_after: number;
  longcode: string;
  shortcode: string;
  purchase_time: number;
  start_time: number;
}

/** Buys with parameters at a generous maximum price; fails the test on a refusal. */
export async function buy(socket: TestSocket, parameters: Message, price = 10_000): Promise<Bought> {
  const reply = await socket.call({ buy: 1, price, parameters });
  if (reply.error) throw new Error(`buy refused: ${JSON.stringify(reply.error)}`);
  return reply.buy as Bought;
}

/** The next message of a type, skipping others (e.g. balance updates between contract updates). */
export async function nextOf(socket: TestSocket, msgType: string): Promise<Message> {
  for (;;) {
    const message = await socket.next();
    if (message.msg_type === msgType) return message;
  }
}
