import { localize } from '../../lib/localize';

/** The names of the markets a landing company allows (accounts-and-money §9 "Markets"). */
function marketName(market: string): string | undefined {
  switch (market) {
    case 'commodities':
      return localize('Commodities');
    case 'forex':
      return localize('Forex');
    case 'indices':
      return localize('Indices');
    case 'stocks':
      return localize('Stocks');
    case 'volidx':
    case 'synthetic_index':
      return localize('Volatility Indices');
    case 'cryptocurrency':
      return localize('Cryptocurrencies');
    default:
      return undefined;
  }
}

/** The markets a company allows, by name, in the order given; unknown ones are left out. */
export function marketNames(markets: readonly string[]): string {
  return markets.flatMap((market) => marketName(market) ?? []).join(', ');
}
