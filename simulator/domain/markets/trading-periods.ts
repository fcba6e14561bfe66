/**
 * The predefined trading periods of the multi-barrier product: intraday windows of 2h15m (ending on
 * every even hour) and 5h15m (ending every 4 hours), and the day (0d), week (1W, Monday to Friday),
 * month (1M), quarter (3M) and year (1Y). A period is offered while now lies inside it; periods ending
 * within the day need the market to be open until their end.
 */

export interface TradingPeriod {
  start: number;
  expiry: number;
  /** The platform's label: 2h15m, 5h15m, 0d, 1W, 1M, 3M, 1Y. */
  duration: string;
}

const HOUR = 3_600;
const DAY = 86_400;

function intradayWindows(now: number, length: number, every: number, label: string): TradingPeriod[] {
  const periods: TradingPeriod[] = [];
  for (let expiry = Math.floor(now / every) * every + every; expiry - length <= now; expiry += every)
    periods.push({ start: expiry - length, expiry, duration: label });
  return periods;
}

function utcDate(epoch: number): Date {
  return new Date(epoch * 1000);
}

function epochOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month, day) / 1000;
}

/** The last second of the last weekday on or before the day starting at `dayStart`. */
function lastWeekdayEnd(dayStart: number): number {
  let day = dayStart;
  while ([0, 6].includes(utcDate(day).getUTCDay())) day -= DAY;
  return day + DAY - 1;
}

function calendarPeriods(now: number): TradingPeriod[] {
  const date = utcDate(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const today = epochOf(year, month, date.getUTCDate());
  const monday = today - ((date.getUTCDay() + 6) % 7) * DAY;
  const quarter = Math.floor(month / 3) * 3;
  return [
    { start: today, expiry: today + DAY - 1, duration: '0d' },
    { start: monday, expiry: monday + 5 * DAY - 1, duration: '1W' },
    { start: epochOf(year, month, 1), expiry: lastWeekdayEnd(epochOf(year, month + 1, 0)), duration: '1M' },
    { start: epochOf(year, quarter, 1), expiry: lastWeekdayEnd(epochOf(year, quarter + 3, 0)), duration: '3M' },
    { start: epochOf(year, 0, 1), expiry: lastWeekdayEnd(epochOf(year, 12, 0)), duration: '1Y' },
  ];
}

/** The periods open at `now`; `isOpen` says whether the market trades at an epoch. */
export function tradingPeriods(now: number, isOpen: (epoch: number) => boolean): TradingPeriod[] {
  if (!isOpen(now)) return [];
  const intraday = [
    ...intradayWindows(now, 2 * HOUR + 15 * 60, 2 * HOUR, '2h15m'),
    ...intradayWindows(now, 5 * HOUR + 15 * 60, 4 * HOUR, '5h15m'),
  ];
  return [...intraday.filter((period) => isOpen(period.expiry - 1)), ...calendarPeriods(now)].filter(
    (period) => period.start <= now && now < period.expiry,
  );
}

/** Barriers of a period around the spot at its start: steps of 0.35 σ√T, at least one pip. */
export function periodBarriers(
  startSpot: number,
  vol: number,
  period: TradingPeriod,
  pip: number,
): { singles: number[]; pairs: [number, number][] } {
  const years = (period.expiry - period.start) / (365 * DAY);
  const step = Math.max(pip, Math.round((startSpot * vol * Math.sqrt(years) * 0.35) / pip) * pip);
  const spot = Math.round(startSpot / pip) * pip;
  const singles = [-3, -2, -1, 0, 1, 2, 3].map((k) => spot + k * step);
  const pairs = [1, 2, 3].map((k): [number, number] => [spot - k * step, spot + k * step]);
  return { singles, pairs };
}
