import type { ActiveSymbol } from '../../../api/endpoints/markets';

/** The classic page's market order (trading-core §3); synthetic indices are the volidx of old. */
const MARKET_ORDER: readonly string[] = ['forex', 'synthetic_index', 'volidx', 'indices', 'stocks', 'commodities'];

export interface Market {
  readonly market: string;
  readonly label: string;
}

function marketRank(market: string): number {
  const rank = MARKET_ORDER.indexOf(market);
  return rank === -1 ? MARKET_ORDER.length : rank;
}

/** The markets of the offered symbols in the spec's order; markets it does not name follow, by name. */
export function marketsOf(symbols: readonly ActiveSymbol[]): Market[] {
  const labels = new Map<string, string>();
  for (const symbol of symbols) if (!labels.has(symbol.market)) labels.set(symbol.market, symbol.market_display_name);
  return [...labels]
    .map(([market, label]) => ({ market, label }))
    .sort((a, b) => marketRank(a.market) - marketRank(b.market) || a.label.localeCompare(b.label));
}

/** The underlyings of `market`, by the platform's display order. */
export function underlyingsOf(symbols: readonly ActiveSymbol[], market: string): ActiveSymbol[] {
  return symbols
    .filter((symbol) => symbol.market === market)
    .sort((a, b) => a.display_order - b.display_order || a.display_name.localeCompare(b.display_name));
}

/** Open for trading now: its exchange is open and trading is not suspended. */
export function isSymbolActive(symbol: Pick<ActiveSymbol, 'exchange_is_open' | 'is_trading_suspended'>): boolean {
  return symbol.exchange_is_open === 1 && symbol.is_trading_suspended === 0;
}
