import { FINANCIAL_CATEGORIES } from './offerings';
import { dailySessions, SECONDS_PER_DAY, withYearEndHolidays } from './trading-hours';
import type { Underlying } from './underlying';

/** Forex trades around the clock on weekdays and closes at the weekend, early on the year-end eves. */
const FOREX_HOURS = withYearEndHolidays(dailySessions(0, SECONDS_PER_DAY), 18 * 3_600);

type PairSpec = [base: string, quote: string, vol: number, openingSpot: number];

function pair(submarket: 'major_pairs' | 'minor_pairs', [base, quote, vol, openingSpot]: PairSpec): Underlying {
  return {
    symbol: `frx${base}${quote}`,
    display_name: `${base}/${quote}`,
    market: 'forex',
    submarket,
    submarket_display_name: submarket === 'major_pairs' ? 'Major Pairs' : 'Minor Pairs',
    symbol_type: 'forex',
    pip: quote === 'JPY' ? 0.001 : 0.00001,
    vol,
    tickIntervalSeconds: 2,
    schedule: FOREX_HOURS,
    openingSpot,
    categories: FINANCIAL_CATEGORIES,
    multiBarrier: true,
    pricingMarket: 'forex',
    durationGroup: 'forex_major',
    quotedCurrency: quote,
  };
}

const MAJORS: readonly PairSpec[] = [
  ['AUD', 'JPY', 0.11, 97.5],
  ['AUD', 'USD', 0.1, 0.655],
  ['EUR', 'GBP', 0.06, 0.855],
  ['EUR', 'JPY', 0.09, 162.3],
  ['EUR', 'USD', 0.07, 1.085],
  ['GBP', 'JPY', 0.1, 189.4],
  ['GBP', 'USD', 0.08, 1.268],
  ['USD', 'CAD', 0.06, 1.362],
  ['USD', 'CHF', 0.07, 0.882],
  ['USD', 'JPY', 0.09, 149.8],
];

const MINORS: readonly PairSpec[] = [
  ['AUD', 'CAD', 0.08, 0.892],
  ['EUR', 'NZD', 0.08, 1.775],
  ['GBP', 'NZD', 0.09, 2.07],
  ['NZD', 'USD', 0.1, 0.611],
];

export const FOREX_UNDERLYINGS: readonly Underlying[] = [
  ...MAJORS.map((spec) => pair('major_pairs', spec)),
  ...MINORS.map((spec) => pair('minor_pairs', spec)),
];
