import { localeOf } from './languages';
import { currentLanguage } from './localize';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(kind: 'date' | 'time'): Intl.DateTimeFormat {
  const language = currentLanguage();
  const locale = language === 'ACH' ? 'en' : localeOf(language);
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      kind === 'date'
        ? { dateStyle: 'long', timeZone: 'UTC' }
        : { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: 'UTC' },
    );
    formats.set(key, format);
  }
  return format;
}

/** "2026-11-27" as the page language writes a date: "November 27, 2026", "27. November 2026". */
export function localizedDate(isoDate: string): string {
  const epochMs = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isFinite(epochMs) ? formatOf('date').format(epochMs) : isoDate;
}

/** A GMT time of day ("09:30:00") as the page language writes it on a 24-hour clock; other text as it is. */
export function localizedTimeOfDay(time: string): string {
  const match = /^(\d{2}):(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const [, hours, minutes, seconds] = match.map(Number) as [number, number, number, number];
  return formatOf('time').format(Date.UTC(1970, 0, 1, hours, minutes, seconds));
}
