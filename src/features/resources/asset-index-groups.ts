import type { ActiveSymbol } from '../../api/endpoints/markets';
import type { AssetIndexEntry } from '../../api/endpoints/market-info';

export interface IndexedCategory {
  name: string;
  /** The platform's durations, e.g. "5t", "1d". */
  min: string;
  max: string;
}

export interface IndexedUnderlying {
  symbol: string;
  name: string;
  categories: IndexedCategory[];
}

export interface IndexedGroup {
  name: string;
  underlyings: IndexedUnderlying[];
}

export interface IndexedMarket {
  name: string;
  submarkets: IndexedGroup[];
}

/**
 * The asset index by market and submarket: asset_index names each underlying's contract categories,
 * active_symbols says where it belongs. Markets and submarkets keep the order active_symbols lists
 * them in; an underlying that active_symbols does not list is not offered, so not shown.
 */
export function assetIndexGroups(
  entries: readonly AssetIndexEntry[],
  symbols: readonly ActiveSymbol[],
): IndexedMarket[] {
  const indexed = new Map(entries.map(([symbol, name, categories]) => [symbol, { name, categories }] as const));
  const markets: IndexedMarket[] = [];
  for (const active of symbols) {
    const entry = indexed.get(active.symbol);
    if (!entry) continue;
    let market = markets.find((each) => each.name === active.market_display_name);
    if (!market) {
      market = { name: active.market_display_name, submarkets: [] };
      markets.push(market);
    }
    let submarket = market.submarkets.find((each) => each.name === active.submarket_display_name);
    if (!submarket) {
      submarket = { name: active.submarket_display_name, underlyings: [] };
      market.submarkets.push(submarket);
    }
    submarket.underlyings.push({
      symbol: active.symbol,
      name: entry.name,
      categories: entry.categories.map(([, name, min, max]) => ({ name, min, max })),
    });
  }
  return markets;
}
