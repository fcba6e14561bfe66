import { COMMODITY_UNDERLYINGS } from './commodities';
import { FOREX_UNDERLYINGS } from './forex';
import { INDEX_UNDERLYINGS } from './indices';
import { STOCK_UNDERLYINGS } from './stocks';
import type { Underlying } from './underlying';
import { VOLIDX_UNDERLYINGS } from './volidx';

/** Every underlying the simulator quotes, in the platform's market display order. */
export const UNDERLYINGS: readonly Underlying[] = [
  ...FOREX_UNDERLYINGS,
  ...VOLIDX_UNDERLYINGS,
  ...INDEX_UNDERLYINGS,
  ...STOCK_UNDERLYINGS,
  ...COMMODITY_UNDERLYINGS,
];

const BY_SYMBOL = new Map(UNDERLYINGS.map((underlying) => [underlying.symbol, underlying]));

export function findUnderlying(symbol: string): Underlying | undefined {
  return BY_SYMBOL.get(symbol);
}
