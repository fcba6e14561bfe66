import type { Tick } from '../../domain/markets/feed';

type Outcome = { value: unknown } | { error: unknown };

const outcomesByTick = new WeakMap<Tick, Map<string, Outcome>>();

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
