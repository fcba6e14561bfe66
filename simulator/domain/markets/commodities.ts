import { FINANCIAL_CATEGORIES, UP_DOWN_CATEGORIES } from './offerings';
import { dailySessions, SECONDS_PER_DAY, withYearEndHolidays } from './trading-hours';
import type { Underlying } from './underlying';

const HOUR = 3_600;

function commodity(
  submarket: 'metals' | 'energy',
  symbol: string,
  display_name: string,
  vol: number,
  pip: number,
  openingSpot: number,
): Underlying {
  const metal = submarket === 'metals';
  return {
    symbol,
    display_name,
    market: 'commodities',
    submarket,
    submarket_display_name: metal ? 'Metals' : 'Energy',
    symbol_type: 'commodities',
    pip,
    vol,
    tickIntervalSeconds: 2,
    // Metals trade like forex on weekdays; oil pauses overnight (UTC).
    schedule: withYearEndHolidays(
      metal ? dailySessions(0, SECONDS_PER_DAY) : dailySessions(1 * HOUR, 21 * HOUR),
      18 * HOUR,
    ),
    openingSpot,
    categories: metal ? FINANCIAL_CATEGORIES : UP_DOWN_CATEGORIES,
    multiBarrier: false,
    pricingMarket: 'commodities',
    durationGroup: 'session_market',
    quotedCurrency: 'USD',
  };
}

export const COMMODITY_UNDERLYINGS: readonly Underlying[] = [
  commodity('metals', 'frxXAUUSD', 'Gold/USD', 0.14, 0.01, 2_045.3),
  commodity('metals', 'frxXAGUSD', 'Silver/USD', 0.24, 0.0001, 23.81),
  commodity('metals', 'frxXPTUSD', 'Platinum/USD', 0.22, 0.01, 958.4),
  commodity('energy', 'frxBROUSD', 'Oil/USD', 0.32, 0.01, 77.6),
];
