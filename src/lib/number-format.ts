import { localeOf } from './languages';
import { currentLanguage } from './localize';

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(style: 'decimal' | 'percent', fraction: number): Intl.NumberFormat {
  const language = currentLanguage();
  const locale = language === 'ACH' ? 'en' : localeOf(language);
  const key = `${locale}:${style}:${fraction}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style, minimumFractionDigits: fraction, maximumFractionDigits: fraction });
    formats.set(key, format);
  }
  return format;
}

function fractionDigits(decimal: string): number {
  return decimal.split('.')[1]?.length ?? 0;
}

/**
 * A plain decimal ("-1234567.50") written the way the page language writes numbers: "-1,234,567.50"
 * in English, "-1.234.567,50" in German. The digits are kept exactly: Intl reads the decimal string
 * itself, never a binary float.
 */
export function localizedDecimal(decimal: `${number}`): string {
  return formatOf('decimal', fractionDigits(decimal)).format(decimal);
}

/** A percentage given as a plain decimal ("12.50" for 12.5 %) as the page language writes it: "12.50%", "12,50 %". */
export function localizedPercent(percent: `${number}`): string {
  const [whole = '', fraction = ''] = percent.replace('-', '').split('.');
  // Dividing by 100 moves the point two places to the left, digit for digit, so no float is involved.
  const digits = `${whole.padStart(3, '0')}${fraction}`;
  const ratio = `${percent.startsWith('-') ? '-' : ''}${digits.slice(0, -2 - fraction.length)}.${digits.slice(-2 - fraction.length)}`;
  return formatOf('percent', fractionDigits(percent)).format(ratio as `${number}`);
}
