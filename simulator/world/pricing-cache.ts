import type { MarketState } from '../domain/contracts/market-state';
import type { Tick } from '../domain/markets/feed';

/**
 * What streams re-pricing on one published tick share, so that many streams on a tick cost about one:
 * the market state as of the tick, each valuation of the same terms, and each valuation's serialised
 * terms. Everything is keyed weakly by the tick (or by a valuation made on it) and goes with it.
 */

type Outcome = { value: unknown } | { error: unknown };

const outcomesByTick = new WeakMap<Tick, Map<string, Outcome>>();
const marketStatesByTick = new WeakMap<Tick, MarketState>();
const serialisedByValuation = new WeakMap<object, string>();

/**
 * Work that streams re-pricing on one published tick share: the first stream with `key` computes it,
 * the others on the same tick get the same result (or the same error thrown). Without a tick (a
 * re-price on a market status change) nothing is shared.
 */
export function sharedOnTick<T>(tick: Tick | undefined, key: string, compute: () => T): T {
  if (!tick) return compute();
  let outcomes = outcomesByTick.get(tick);
  if (!outcomes) {
    outcomes = new Map();
    outcomesByTick.set(tick, outcomes);
  }
  let outcome = outcomes.get(key);
  if (!outcome) {
    try {
      outcome = { value: compute() };
    } catch (error) {
      outcome = { error };
    }
    outcomes.set(key, outcome);
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.value as T;
}

/** The market of `symbol` as of a published tick, computed once for every stream re-pricing on it. */
export function marketStateOnTick(tick: Tick, symbol: string, compute: () => MarketState): MarketState {
  const shared = marketStatesByTick.get(tick);
  if (shared?.underlying.symbol === symbol) return shared;
  const state = compute();
  marketStatesByTick.set(tick, state);
  return state;
}

/** A valuation's serialised terms, written once for every stream priced on it. */
export function serialisedOnce(valuation: object, serialise: () => string): string {
  let text = serialisedByValuation.get(valuation);
  if (text === undefined) {
    text = serialise();
    serialisedByValuation.set(valuation, text);
  }
  return text;
}
