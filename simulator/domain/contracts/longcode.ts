import { displayNameIn } from '../markets/display-names';
import { parseBarrier, ENTRY_SPOT_BARRIER } from './barriers';
import { ENGLISH_LONGCODES, type Counted, type DurationUnit, type LongcodeLanguage } from './longcode-language';
import { LONGCODE_TEMPLATES, type LongcodeKind } from './longcode-templates';
import { longcodeLanguage } from './longcodes-by-language';
import { pipSized } from './market-state';
import type { ContractTerms } from './proposal-terms';

/** The contract in words, as the platform's longcode puts it, in the connection's language (English by default). */

const DAY = 86_400;
const UNITS: readonly [number, DurationUnit][] = [
  [DAY, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

const pluralRules = new Map<string, Intl.PluralRules>();

function counted(amount: number, text: Counted, locale: string): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const form = rules.select(amount) === 'one' ? text.one : text.other;
  return form.replace('{count}', String(amount));
}

/** "5 minutes", "1 hour 30 minutes": the platform's localised concise duration. */
export function durationText(seconds: number, language: LongcodeLanguage = ENGLISH_LONGCODES): string {
  const { locale, words } = language;
  const parts: string[] = [];
  let left = seconds;
  for (const [size, unit] of UNITS) {
    const amount = Math.floor(left / size);
    if (amount > 0) parts.push(counted(amount, words.units[unit], locale));
    left -= amount * size;
  }
  return parts.join(' ') || counted(0, words.units.second, locale);
}

/** "2026-11-23 11:05:00 GMT". */
function dateTimeText(epoch: number): string {
  return `${new Date(epoch * 1000).toISOString().slice(0, 19).replace('T', ' ')} GMT`;
}

export interface LongcodeUnderlying {
  displayName: string;
  pipSize: number;
  /** The pricing market: forex words a relative barrier in pips. */
  market: string;
}

/** A text with its `{name}` placeholders filled in; unknown names are left empty. */
function filled(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');
}

/**
 * A relative barrier as an offset from the entry spot: in pips on forex ("entry spot plus 1 pip",
 * "entry spot plus  10 pips", the platform's English plural keeps its leading space), else in the quote's
 * decimals ("entry spot minus 0.50").
 */
function offsetText(offset: number, underlying: LongcodeUnderlying, language: LongcodeLanguage): string {
  const { words } = language;
  const direction = offset > 0 ? words.entrySpotPlus : words.entrySpotMinus;
  if (underlying.market === 'forex') {
    const pips = Math.round(Math.abs(offset) / underlying.pipSize);
    return filled(direction, { offset: counted(pips, words.pips, language.locale) });
  }
  return filled(direction, { offset: pipSized(Math.abs(offset), underlying.pipSize) });
}

function barrierText(
  text: string | undefined,
  underlying: LongcodeUnderlying,
  digit: boolean,
  language: LongcodeLanguage,
): string {
  if (text === undefined || text === ENTRY_SPOT_BARRIER) return language.words.entrySpot;
  if (digit) return text;
  const parsed = parseBarrier(text);
  if (parsed.kind === 'absolute') return pipSized(parsed.value, underlying.pipSize);
  if (parsed.offset === 0) return language.words.entrySpot;
  return offsetText(parsed.offset, underlying, language);
}

interface Wording {
  kind: LongcodeKind;
  start: string;
  duration: string;
  /** Resets: when the barrier may reset, half the life (whole seconds or ticks) counted from the start. */
  reset: string;
}

/**
 * Whether a contract runs from a day's open to that day's close or a later one (a trading day closes at
 * 23:59:59 here): the platform words it as a daily contract. A multi-barrier contract runs from its
 * trading period's start, so every contract of a daily period (0d, 1W, …) expires "at close on" the
 * period's last day, whenever it was bought.
 */
function runsOpenToClose(terms: ContractTerms, dateExpiry: number): boolean {
  const from = terms.tradingPeriodStart ?? terms.dateStart;
  return dateExpiry - from >= DAY - 1 && dateExpiry % DAY === DAY - 1;
}

/**
 * Tick contracts, then contracts of a day or more or from a day's open to its close ("close on
 * <date>"), then fixed expiry times (not for forward-starting contracts, which count their duration
 * from their start), then durations.
 */
function wording(terms: ContractTerms, language: LongcodeLanguage): Wording {
  const { expiry, dateStart, isForwardStarting } = terms;
  const { locale, words } = language;
  if (expiry.kind === 'ticks') {
    const reset = counted(Math.floor(expiry.ticks / 2), words.units.tick, locale);
    return { kind: 'tick', start: words.firstTick, duration: counted(expiry.ticks, words.units.tick, locale), reset };
  }
  const start = isForwardStarting ? dateTimeText(dateStart) : words.contractStartTime;
  const seconds = expiry.dateExpiry - dateStart;
  const reset = durationText(Math.floor(seconds / 2), language);
  if (seconds >= DAY || runsOpenToClose(terms, expiry.dateExpiry)) {
    const duration = filled(words.closeOn, { date: dateTimeText(expiry.dateExpiry).slice(0, 10) });
    return { kind: 'daily', start, duration, reset };
  }
  if (expiry.fixedExpiry && !isForwardStarting) {
    return { kind: 'intraday_fixed_expiry', start, duration: dateTimeText(expiry.dateExpiry), reset };
  }
  return { kind: 'intraday', start, duration: durationText(seconds, language), reset };
}

/** "100.00" → "100", "19.50" → "19.5": amounts inside a sentence are written as plain numbers. */
function plainAmount(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

const SHOWING_PAYOUT = new Set(
  Object.entries(LONGCODE_TEMPLATES)
    .filter(([, templates]) => Object.values(templates).some((template) => template?.includes('{payout}')))
    .map(([type]) => type),
);

/** Whether a contract type's sentence shows the payout (the spreads'): otherwise one sentence serves every amount. */
export function longcodeShowsPayout(contractType: string): boolean {
  return SHOWING_PAYOUT.has(contractType);
}

/** Sentences already written, by everything that shapes them; cleared when it grows past its capacity. */
const written = new Map<string, string>();
const WRITTEN_CAPACITY = 10_000;

/**
 * The sentence for a contract's terms in a connection language (`l`: EN, DE, …; English for a language
 * without longcode texts), with the underlying's name in that language. A kind the type has no sentence
 * for falls back to the intraday one with the duration spelled out (e.g. a tick touch contract: "through
 * 5 ticks after first tick"). `payout` (fixed decimals of the currency) appears only in the spreads'
 * sentence. A stream re-prices the same terms every tick, so sentences are remembered by their wording
 * and the terms' other fields.
 */
export function longcode(terms: ContractTerms, underlying: LongcodeUnderlying, payout = '', language = 'EN'): string {
  const texts = longcodeLanguage(language);
  const templates = texts.templates[terms.contractType];
  const words = wording(terms, texts);
  let template = templates[words.kind];
  if (template === undefined) {
    template = templates.intraday ?? templates.tick ?? '';
    if (words.kind !== 'tick' && terms.expiry.kind === 'time') {
      words.duration = durationText(terms.expiry.dateExpiry - terms.dateStart, texts);
    }
  }
  const ticks = terms.expiry.kind === 'ticks' ? terms.expiry.ticks : 0;
  const name = displayNameIn(underlying.displayName, language);
  const key = [
    texts.locale,
    template,
    words.start,
    words.duration,
    words.reset,
    ticks,
    terms.barrier,
    terms.barrier2,
    terms.selectedTick,
    terms.multiplier,
    terms.currency,
    name,
    underlying.pipSize,
    underlying.market,
    payout,
  ].join('\u0000');
  const known = written.get(key);
  if (known !== undefined) return known;
  const digit = terms.contractType.startsWith('DIGIT');
  const sentence = filled(template, {
    underlying: name,
    start: words.start,
    duration: words.duration,
    reset: words.reset,
    tickCount: String(ticks),
    barrier: barrierText(terms.barrier, underlying, digit, texts),
    barrier2: barrierText(terms.barrier2, underlying, digit, texts),
    selectedTick: String(terms.selectedTick ?? ''),
    multiplier: String(terms.multiplier ?? ''),
    currency: terms.currency,
    payout: plainAmount(payout),
  });
  if (written.size >= WRITTEN_CAPACITY) written.clear();
  written.set(key, sentence);
  return sentence;
}
