import { parseBarrier, ENTRY_SPOT_BARRIER } from './barriers';
import { LONGCODE_TEMPLATES, type LongcodeKind } from './longcode-templates';
import { pipSized } from './market-state';
import type { ContractTerms } from './proposal-terms';

/** The contract in words, as the platform's longcode puts it (English). */

const DAY = 86_400;
const UNITS: readonly [number, string][] = [
  [DAY, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

function counted(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** "5 minutes", "1 hour 30 minutes": the platform's localised concise duration. */
export function durationText(seconds: number): string {
  const parts: string[] = [];
  let left = seconds;
  for (const [size, unit] of UNITS) {
    const amount = Math.floor(left / size);
    if (amount > 0) parts.push(counted(amount, unit));
    left -= amount * size;
  }
  return parts.join(' ') || counted(0, 'second');
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

/**
 * A relative barrier as an offset from the entry spot: in pips on forex ("entry spot plus 1 pip",
 * "entry spot plus  10 pips", the platform's plural keeps its leading space), else in the quote's
 * decimals ("entry spot minus 0.50").
 */
function offsetText(offset: number, underlying: LongcodeUnderlying): string {
  const direction = offset > 0 ? 'plus' : 'minus';
  if (underlying.market === 'forex') {
    const pips = Math.round(Math.abs(offset) / underlying.pipSize);
    return `entry spot ${direction} ${pips === 1 ? '1 pip' : ` ${pips} pips`}`;
  }
  return `entry spot ${direction} ${pipSized(Math.abs(offset), underlying.pipSize)}`;
}

function barrierText(text: string | undefined, underlying: LongcodeUnderlying, digit: boolean): string {
  if (text === undefined || text === ENTRY_SPOT_BARRIER) return 'entry spot';
  if (digit) return text;
  const parsed = parseBarrier(text);
  if (parsed.kind === 'absolute') return pipSized(parsed.value, underlying.pipSize);
  if (parsed.offset === 0) return 'entry spot';
  return offsetText(parsed.offset, underlying);
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
function wording(terms: ContractTerms): Wording {
  const { expiry, dateStart, isForwardStarting } = terms;
  if (expiry.kind === 'ticks') {
    const reset = counted(Math.floor(expiry.ticks / 2), 'tick');
    return { kind: 'tick', start: 'first tick', duration: counted(expiry.ticks, 'tick'), reset };
  }
  const start = isForwardStarting ? dateTimeText(dateStart) : 'contract start time';
  const seconds = expiry.dateExpiry - dateStart;
  const reset = durationText(Math.floor(seconds / 2));
  if (seconds >= DAY || runsOpenToClose(terms, expiry.dateExpiry)) {
    return { kind: 'daily', start, duration: `close on ${dateTimeText(expiry.dateExpiry).slice(0, 10)}`, reset };
  }
  if (expiry.fixedExpiry && !isForwardStarting) {
    return { kind: 'intraday_fixed_expiry', start, duration: dateTimeText(expiry.dateExpiry), reset };
  }
  return { kind: 'intraday', start, duration: durationText(seconds), reset };
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
 * The sentence for a contract's terms. A kind the type has no sentence for falls back to the
 * intraday one with the duration spelled out (e.g. a tick touch contract: "through 5 ticks after first tick").
 * `payout` (fixed decimals of the currency) appears only in the spreads' sentence. A stream re-prices
 * the same terms every tick, so sentences are remembered by their wording and the terms' other fields.
 */
export function longcode(terms: ContractTerms, underlying: LongcodeUnderlying, payout = ''): string {
  const templates = LONGCODE_TEMPLATES[terms.contractType];
  const words = wording(terms);
  let template = templates[words.kind];
  if (template === undefined) {
    template = templates.intraday ?? templates.tick ?? '';
    if (words.kind !== 'tick' && terms.expiry.kind === 'time') {
      words.duration = durationText(terms.expiry.dateExpiry - terms.dateStart);
    }
  }
  const ticks = terms.expiry.kind === 'ticks' ? terms.expiry.ticks : 0;
  const key = [
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
    underlying.displayName,
    underlying.pipSize,
    underlying.market,
    payout,
  ].join('\u0000');
  const known = written.get(key);
  if (known !== undefined) return known;
  const digit = terms.contractType.startsWith('DIGIT');
  const values: Record<string, string> = {
    underlying: underlying.displayName,
    start: words.start,
    duration: words.duration,
    reset: words.reset,
    tickCount: String(ticks),
    barrier: barrierText(terms.barrier, underlying, digit),
    barrier2: barrierText(terms.barrier2, underlying, digit),
    selectedTick: String(terms.selectedTick ?? ''),
    multiplier: String(terms.multiplier ?? ''),
    currency: terms.currency,
    payout: plainAmount(payout),
  };
  const sentence = template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');
  if (written.size >= WRITTEN_CAPACITY) written.clear();
  written.set(key, sentence);
  return sentence;
}
