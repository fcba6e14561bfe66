import { localeOf } from '../../lib/languages';
import { currentLanguage, localizePlural, type PluralText } from '../../lib/localize';
import { MAX_CRACKING_DAYS } from '../../lib/password-strength';

const DAYS_PER_YEAR = 365.25;

/** Count texts, kept literal so the catalogue check sees each one. */
const UNIT_TEXTS = {
  days: { one: '[_1] day', other: '[_1] days' },
  years: { one: '[_1] year', other: '[_1] years' },
  thousandYears: { one: '[_1] thousand years', other: '[_1] thousand years' },
  millionYears: { one: '[_1] million years', other: '[_1] million years' },
} as const satisfies Readonly<Record<string, PluralText>>;

/** The largest unit under which `days` is at least one, and the amount in it. */
function inLargestUnit(days: number): { unit: keyof typeof UNIT_TEXTS; amount: number } {
  const years = days / DAYS_PER_YEAR;
  if (years < 1) return { unit: 'days', amount: days };
  if (years < 1_000) return { unit: 'years', amount: years };
  if (years < 1_000_000) return { unit: 'thousandYears', amount: years / 1_000 };
  return { unit: 'millionYears', amount: years / 1_000_000 };
}

/**
 * "12 days", "340 years", "15 thousand years", "2.7 million years": the estimate in the largest unit
 * that fits, whole but for millions; the capped estimate reads "> 2.7 million years"
 * (accounts-and-money §5 "Password hint").
 */
export function crackingTimeText(days: number): string {
  const { unit, amount } = inLargestUnit(days);
  const fractionDigits = unit === 'millionYears' ? 1 : 0;
  const rounded = Number(amount.toFixed(fractionDigits));
  const number = new Intl.NumberFormat(localeOf(currentLanguage()), { maximumFractionDigits: fractionDigits });
  const text = localizePlural(UNIT_TEXTS[unit], rounded, number.format(rounded));
  return days >= MAX_CRACKING_DAYS ? `> ${text}` : text;
}
