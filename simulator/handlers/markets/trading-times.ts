import type { TradingTimesResponse } from '../../../schemas/generated/types';
import { displayNameIn } from '../../domain/markets/display-names';
import { MARKET_ORDER, MARKET_DISPLAY_NAME, type Underlying } from '../../domain/markets/underlying';
import {
  holidayClosures,
  scheduledIntervals,
  SECONDS_PER_DAY,
  type TradingHours,
} from '../../domain/markets/trading-hours';
import { ApiError } from '../../protocol/api-error';
import type { HandlerTable } from '../handler';

type Markets = TradingTimesResponse['trading_times']['markets'];
type SymbolTimes = NonNullable<NonNullable<Markets[number]['submarkets']>[number]['symbols']>[number];
type TradingEvent = NonNullable<SymbolTimes['events']>[number];

/** How many days from the chosen one a symbol's holidays are listed as its upcoming events. */
const EVENT_HORIZON_DAYS = 30;

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

function clockTime(secondOfDay: number): string {
  const hours = Math.floor(secondOfDay / 3_600);
  const minutes = Math.floor((secondOfDay % 3_600) / 60);
  const seconds = secondOfDay % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/**
 * The holidays from `dayStart` on within the horizon that change a day the market would trade,
 * grouped by what happens: "Closed all day" or "Closes early (at 18:00)", with their dates.
 */
function upcomingEvents(hours: TradingHours, dayStart: number): TradingEvent[] {
  const weekOnly: TradingHours = { weekly: hours.weekly, holidays: [] };
  const dates = new Map<string, string[]>();
  for (const [start, end] of holidayClosures(
    hours.holidays,
    dayStart,
    dayStart + EVENT_HORIZON_DAYS * SECONDS_PER_DAY,
  )) {
    const holiday = end - SECONDS_PER_DAY;
    if (!scheduledIntervals(weekOnly, start, end).length) continue;
    const descrip =
      start === holiday ? 'Closed all day' : `Closes early (at ${clockTime(start - holiday).slice(0, 5)})`;
    const date = new Date(holiday * 1000).toISOString().slice(0, 10);
    dates.set(descrip, [...(dates.get(descrip) ?? []), date]);
  }
  return [...dates].map(([descrip, days]) => ({ dates: days.join(', '), descrip }));
}

/** The day's sessions; a session running to midnight closes at 23:59:59, as the platform shows it. */
function symbolTimes(underlying: Underlying, dayStart: number, language: string): SymbolTimes {
  const sessions = scheduledIntervals(underlying.schedule, dayStart, dayStart + SECONDS_PER_DAY);
  const open = sessions.map(([start]) => clockTime(start - dayStart));
  const close = sessions.map(([, end]) => clockTime(Math.min(end - dayStart, SECONDS_PER_DAY - 1)));
  const tradingDays = DAY_NAMES.filter((_, day) =>
    underlying.schedule.weekly.some(
      ([start, end]) => start < (day + 1) * SECONDS_PER_DAY && end > day * SECONDS_PER_DAY,
    ),
  );
  const times =
    sessions.length === 0
      ? { open: ['--'], close: ['--'], settlement: '--' }
      : { open, close, settlement: close.at(-1) ?? '--' };
  return {
    name: displayNameIn(underlying.display_name, language),
    symbol: underlying.symbol,
    times,
    trading_days: [...tradingDays],
    events: upcomingEvents(underlying.schedule, dayStart),
  };
}

/** Midnight UTC of `yyyy-mm-dd`, or of today; undefined when no such date exists. */
function dayStartOf(text: string, today: number): number | undefined {
  if (text === 'today') return today - (today % SECONDS_PER_DAY);
  const [year, month, day] = text.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.getTime() / 1000;
}

/** Each market's sessions on a day, named in the connection's language. */
function marketsOn(underlyings: readonly Underlying[], dayStart: number, language: string): Markets {
  return MARKET_ORDER.map((market) => {
    const inMarket = underlyings.filter((underlying) => underlying.market === market);
    const submarkets = [...new Set(inMarket.map((underlying) => underlying.submarket))].map((submarket) => {
      const symbols = inMarket.filter((underlying) => underlying.submarket === submarket);
      return {
        name: displayNameIn(symbols[0]?.submarket_display_name ?? submarket, language),
        symbols: symbols.map((underlying) => symbolTimes(underlying, dayStart, language)),
      };
    });
    return { name: displayNameIn(MARKET_DISPLAY_NAME[market], language), submarkets };
  });
}

export const tradingTimesHandlers: HandlerTable = {
  trading_times: {
    handle: ({ world, request, session }) => {
      const { trading_times: date } = request;
      const dayStart = dayStartOf(date, world.clock.epoch());
      if (dayStart === undefined) throw new ApiError('InvalidDateFormat', 'Date format is invalid.');
      return {
        trading_times: { markets: marketsOn(world.markets.list(), dayStart, session.language) },
      };
    },
  },
};
