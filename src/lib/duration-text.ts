import { localizePlural, type PluralText } from './localize';

export type DurationUnit = 't' | 's' | 'm' | 'h' | 'd';

/** "1 tick", "5 ticks": count texts, kept literal so the catalogue check sees each one. */
const DURATION_TEXTS = {
  t: { one: '[_1] tick', other: '[_1] ticks' },
  s: { one: '[_1] second', other: '[_1] seconds' },
  m: { one: '[_1] minute', other: '[_1] minutes' },
  h: { one: '[_1] hour', other: '[_1] hours' },
  d: { one: '[_1] day', other: '[_1] days' },
} as const satisfies Readonly<Record<DurationUnit, PluralText>>;

/** "1 tick", "5 ticks", in the current language and its plural form for `amount`. */
export function durationText(amount: number, unit: DurationUnit): string {
  return localizePlural(DURATION_TEXTS[unit], amount, amount);
}

/** "15s" -> { amount: 15, unit: 's' }; undefined for anything else. */
export function parseDuration(text: string): { amount: number; unit: DurationUnit } | undefined {
  const match = /^(\d+)([tsmhd])$/.exec(text);
  if (!match) return undefined;
  return { amount: Number(match[1]), unit: match[2] as DurationUnit };
}

/** A platform duration ("15s", "365d") as the page language says it; other text as it is. */
export function durationLabel(text: string): string {
  const duration = parseDuration(text);
  return duration ? durationText(duration.amount, duration.unit) : text;
}
