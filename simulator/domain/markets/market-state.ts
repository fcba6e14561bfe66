/**
 * What the control API changed about the markets, as dated timelines so that the past stays as it
 * was: a spot set re-bases a feed from its epoch on, a status set overrides the trading hours from its
 * epoch on ('scheduled' hands back to the hours).
 */

type MarketStatusOverride = 'open' | 'closed' | 'scheduled';

export interface SpotSet {
  epoch: number;
  quote: number;
}

export interface StatusSet {
  epoch: number;
  status: MarketStatusOverride;
}

export interface MarketsState {
  /** By symbol, in epoch order. */
  spots: Record<string, SpotSet[]>;
  /** By symbol, in epoch order. */
  statuses: Record<string, StatusSet[]>;
  /** Symbols whose trading is suspended: listed, quoted and ticking, but not offered for contracts. */
  trading_suspended: string[];
}

export type MarketsChange =
  | { type: 'market_spot_set'; symbol: string; epoch: number; quote: number }
  | { type: 'market_status_set'; symbol: string; epoch: number; status: MarketStatusOverride }
  | { type: 'market_trading_set'; symbol: string; suspended: boolean };

export function emptyMarkets(): MarketsState {
  return { spots: {}, statuses: {}, trading_suspended: [] };
}

/** Inserts after every entry of the same or an earlier epoch, so the latest change of a second wins. */
function insertByEpoch<T extends { epoch: number }>(timeline: T[], entry: T): void {
  let index = timeline.length;
  while (index > 0 && (timeline[index - 1]?.epoch ?? 0) > entry.epoch) index -= 1;
  timeline.splice(index, 0, entry);
}

export function applyMarketsChange(markets: MarketsState, change: MarketsChange): void {
  if (change.type === 'market_trading_set') {
    const others = markets.trading_suspended.filter((symbol) => symbol !== change.symbol);
    markets.trading_suspended = change.suspended ? [...others, change.symbol] : others;
  } else if (change.type === 'market_spot_set') {
    insertByEpoch((markets.spots[change.symbol] ??= []), { epoch: change.epoch, quote: change.quote });
  } else {
    insertByEpoch((markets.statuses[change.symbol] ??= []), { epoch: change.epoch, status: change.status });
  }
}

/** The last entry at or before `epoch`. */
export function entryAt<T extends { epoch: number }>(timeline: readonly T[] | undefined, epoch: number): T | undefined {
  if (!timeline) return undefined;
  for (let index = timeline.length - 1; index >= 0; index -= 1) {
    const entry = timeline[index];
    if (entry && entry.epoch <= epoch) return entry;
  }
  return undefined;
}
