/**
 * The predefined trading periods of the multi-barrier product, laid out as the platform's predefined
 * parameters were (see `README.md` § Multi-barrier trading periods):
 * - 2h15m: a window per even hour H, from H−0:15 to H+2:00 (the 00:00 window of a Monday starts at
 *   00:00 and is labelled 2h). None starts at 18:00 or 20:00 GMT, nor at 22:00 except on USD/JPY,
 *   AUD/JPY and AUD/USD, whose 22:00 window ends at 23:59:59.
 * - 5h15m: windows from 00:45, 04:45, 08:45 and 12:45, ending 06:00, 10:00, 14:00 and 18:00.
 * - 0d (the trading day), 1W (the trading week), 1M, 3M and 1Y (calendar month, quarter and year):
 *   from 00:00 GMT of the first trading day to the close of the last one.
 * A period is offered while now lies inside it; periods ending within the day need the market to be
 * open until their end. Trading days are weekdays and a day closes at 23:59:59, as the forex hours run.
 */

export interface TradingPeriod {
  start: number;
  expiry: number;
  /** The platform's label: 2h15m (2h at a Monday's 00:00), 5h15m, 0d, 1W, 1M, 3M, 1Y. */
  duration: string;
}

const HOUR = 3_600;
const DAY = 86_400;
const EARLY_START = 15 * 60;
/** Even hours from which no 2-hour window starts: the evening after the New York close. */
const EVENING_HOURS = [18, 20, 22];
/** Pairs that keep the 22:00 window (it ends at 23:59:59). */
const LATE_WINDOW_SYMBOLS = ['frxUSDJPY', 'frxAUDJPY', 'frxAUDUSD'];
const FIVE_HOUR_STARTS = [1, 5, 9, 13];

function utcDate(epoch: number): Date {
  return new Date(epoch * 1000);
}

function epochOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month, day) / 1000;
}

function isWeekday(dayStart: number): boolean {
  return ![0, 6].includes(utcDate(dayStart).getUTCDay());
}

function firstTradingDay(dayStart: number): number {
  let day = dayStart;
  while (!isWeekday(day)) day += DAY;
  return day;
}

/** The close (last second) of the last trading day before the day starting at `nextStart`. */
function lastTradingClose(nextStart: number): number {
  let day = nextStart - DAY;
  while (!isWeekday(day)) day -= DAY;
  return day + DAY - 1;
}

/** The intraday windows of the day starting at `dayStart`. */
function dayWindows(dayStart: number, symbol: string): TradingPeriod[] {
  const windows: TradingPeriod[] = [];
  const monday = utcDate(dayStart).getUTCDay() === 1;
  for (let hour = 0; hour < 24; hour += 2) {
    const late = hour === 22 && LATE_WINDOW_SYMBOLS.includes(symbol);
    if (EVENING_HOURS.includes(hour) && !late) continue;
    const from = dayStart + hour * HOUR;
    const atMidnight = hour === 0 && monday;
    windows.push({
      start: atMidnight ? from : from - EARLY_START,
      expiry: late ? from + 2 * HOUR - 1 : from + 2 * HOUR,
      duration: atMidnight ? '2h' : '2h15m',
    });
  }
  for (const hour of FIVE_HOUR_STARTS) {
    const from = dayStart + hour * HOUR;
    windows.push({ start: from - EARLY_START, expiry: from + 5 * HOUR, duration: '5h15m' });
  }
  return windows;
}

function calendarPeriods(now: number): TradingPeriod[] {
  const date = utcDate(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const today = epochOf(year, month, date.getUTCDate());
  const monday = today - ((date.getUTCDay() + 6) % 7) * DAY;
  const quarter = Math.floor(month / 3) * 3;
  const spanning = (from: number, next: number, duration: string): TradingPeriod => ({
    start: firstTradingDay(from),
    expiry: lastTradingClose(next),
    duration,
  });
  return [
    { start: today, expiry: today + DAY - 1, duration: '0d' },
    spanning(monday, monday + 7 * DAY, '1W'),
    spanning(epochOf(year, month, 1), epochOf(year, month + 1, 1), '1M'),
    spanning(epochOf(year, quarter, 1), epochOf(year, quarter + 3, 1), '3M'),
    spanning(epochOf(year, 0, 1), epochOf(year + 1, 0, 1), '1Y'),
  ];
}

/**
 * The periods of `symbol` open at `now`, intraday windows first (by expiry); `isOpen` says whether
 * the market trades at an epoch.
 */
export function tradingPeriods(now: number, isOpen: (epoch: number) => boolean, symbol = ''): TradingPeriod[] {
  if (!isOpen(now)) return [];
  const today = Math.floor(now / DAY) * DAY;
  const intraday = [...dayWindows(today - DAY, symbol), ...dayWindows(today, symbol)]
    .filter((period) => isOpen(period.expiry - 1))
    .sort((a, b) => a.expiry - b.expiry || a.start - b.start);
  return [...intraday, ...calendarPeriods(now)].filter((period) => period.start <= now && now < period.expiry);
}
