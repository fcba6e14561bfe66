/**
 * How far the price may move between the quote a client acted on and the price at the transaction,
 * as a share of the payout (probability points). Within it the platform keeps the client's price; a
 * move in the client's favour beyond it executes at the better price; against the client beyond it,
 * the transaction is refused with PriceMoved.
 */
const ALLOWED_SLIPPAGE = 0.01;

/** Which price the transaction goes through at, or `moved` when it is refused. */
type SlippageOutcome = 'requested' | 'recomputed' | 'moved';

/**
 * `favour` is how much the recomputed price favours the client over the requested one, in shares of
 * the payout: for a buy, requested − recomputed; for a sale, recomputed − requested.
 */
export function slippageOutcome(favour: number): SlippageOutcome {
  if (favour === 0) return 'recomputed';
  if (favour < -ALLOWED_SLIPPAGE) return 'moved';
  return favour > ALLOWED_SLIPPAGE ? 'recomputed' : 'requested';
}

/** The platform's words for a refused move: "… The contract price has changed from USD5.20 to USD5.40." */
export function priceMovedMessage(what: 'price' | 'payout' | 'sell price', from: string, to: string): string {
  return `The underlying market has moved too much since you priced the contract. The contract ${what} has changed from ${from} to ${to}.`;
}
