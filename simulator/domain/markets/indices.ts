import { FINANCIAL_CATEGORIES } from './offerings';
import { dailySessions, withYearEndHolidays, type TradingHours } from './trading-hours';
import type { Underlying } from './underlying';

const HOUR = 3_600;

/** Cash-session hours in UTC (summer-time shifts are not modelled). */
const SESSIONS = {
  americas: withYearEndHolidays(dailySessions(13.5 * HOUR, 20 * HOUR), 18 * HOUR),
  europe_africa: withYearEndHolidays(dailySessions(7 * HOUR, 15.5 * HOUR), 12 * HOUR),
  asia_oceania: withYearEndHolidays(dailySessions(0, 6 * HOUR), 3 * HOUR),
} as const satisfies Record<string, TradingHours>;

type Region = keyof typeof SESSIONS;

const REGION_NAMES: Readonly<Record<Region, string>> = {
  americas: 'Americas',
  europe_africa: 'Europe/Africa',
  asia_oceania: 'Asia/Oceania',
};

function stockIndex(
  region: Region,
  symbol: string,
  display_name: string,
  vol: number,
  openingSpot: number,
): Underlying {
  return {
    symbol,
    display_name,
    market: 'indices',
    submarket: region,
    submarket_display_name: REGION_NAMES[region],
    symbol_type: 'stockindex',
    pip: 0.01,
    vol,
    tickIntervalSeconds: 2,
    schedule: SESSIONS[region],
    openingSpot,
    categories: FINANCIAL_CATEGORIES,
    multiBarrier: false,
    pricingMarket: 'indices',
    durationGroup: 'session_market',
  };
}

export const INDEX_UNDERLYINGS: readonly Underlying[] = [
  stockIndex('americas', 'OTC_SPC', 'US Index', 0.16, 4_780),
  stockIndex('americas', 'OTC_NDX', 'US Tech Index', 0.2, 16_850),
  stockIndex('americas', 'OTC_DJI', 'Wall Street Index', 0.14, 37_600),
  stockIndex('europe_africa', 'OTC_FTSE', 'UK Index', 0.13, 7_720),
  stockIndex('europe_africa', 'OTC_GDAXI', 'German Index', 0.17, 16_750),
  stockIndex('europe_africa', 'OTC_FCHI', 'French Index', 0.16, 7_540),
  stockIndex('asia_oceania', 'OTC_N225', 'Japanese Index', 0.19, 33_460),
  stockIndex('asia_oceania', 'OTC_AS51', 'Australian Index', 0.14, 7_590),
];
