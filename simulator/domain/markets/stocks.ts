import { UP_DOWN_CATEGORIES } from './offerings';
import { dailySessions, withYearEndHolidays } from './trading-hours';
import type { Underlying } from './underlying';

const HOUR = 3_600;

/** OTC stocks quote during their home exchange's session (UTC, summer-time shifts not modelled). */
const US_SESSION = withYearEndHolidays(dailySessions(13.5 * HOUR, 20 * HOUR), 18 * HOUR);
const EUROPE_SESSION = withYearEndHolidays(dailySessions(7 * HOUR, 15.5 * HOUR), 12 * HOUR);

function stock(
  submarket: 'americas_otc_stocks' | 'europe_otc_stocks',
  symbol: string,
  display_name: string,
  vol: number,
  openingSpot: number,
): Underlying {
  const american = submarket === 'americas_otc_stocks';
  return {
    symbol,
    display_name,
    market: 'stocks',
    submarket,
    submarket_display_name: american ? 'American OTC Stocks' : 'European OTC Stocks',
    symbol_type: 'stocks',
    pip: 0.01,
    vol,
    tickIntervalSeconds: 2,
    schedule: american ? US_SESSION : EUROPE_SESSION,
    openingSpot,
    categories: UP_DOWN_CATEGORIES,
    multiBarrier: false,
    pricingMarket: 'stocks',
    durationGroup: 'session_market',
    quotedCurrency: american ? 'USD' : 'EUR',
  };
}

export const STOCK_UNDERLYINGS: readonly Underlying[] = [
  stock('americas_otc_stocks', 'USAAPL', 'Apple', 0.25, 192.5),
  stock('americas_otc_stocks', 'USAMZN', 'Amazon.com', 0.3, 151.9),
  stock('americas_otc_stocks', 'USGOOG', 'Alphabet', 0.27, 139.6),
  stock('americas_otc_stocks', 'USMSFT', 'Microsoft', 0.24, 374.5),
  stock('europe_otc_stocks', 'DEBMW', 'BMW', 0.26, 101.8),
  stock('europe_otc_stocks', 'DESIE', 'Siemens', 0.23, 169.7),
];
