import type { ContractType } from '../pricing/contract-types';
import { LONGCODE_TEMPLATES, type Templates } from './longcode-templates';

/** A text for a count: `one` for the counts the language's plural rules call "one", else `other`; `{count}` stands for it. */
export interface Counted {
  one: string;
  other: string;
}

export type DurationUnit = 'day' | 'hour' | 'minute' | 'second' | 'tick';

/** The words a longcode fills its sentence with, in one language. */
export interface LongcodeWords {
  entrySpot: string;
  /** A relative barrier; `{offset}` is the quote difference or the pips. */
  entrySpotPlus: string;
  entrySpotMinus: string;
  pips: Counted;
  /** The start of a contract without a forward start: timed, or counted in ticks. */
  contractStartTime: string;
  firstTick: string;
  /** A daily contract's expiry; `{date}` is "2026-11-24". */
  closeOn: string;
  units: Readonly<Record<DurationUnit, Counted>>;
}

/** A language's longcodes: its sentences per contract type (placeholders as in LONGCODE_TEMPLATES) and its words. */
export interface LongcodeLanguage {
  /** The locale whose plural rules pick a `Counted` form. */
  locale: string;
  templates: Readonly<Record<ContractType, Templates>>;
  words: LongcodeWords;
}

/**
 * The platform's English words. The forex plural keeps the platform's leading space ("entry spot plus
 * 10 pips" reads "entry spot plus  10 pips" on the wire).
 */
export const ENGLISH_LONGCODES: LongcodeLanguage = {
  locale: 'en',
  templates: LONGCODE_TEMPLATES,
  words: {
    entrySpot: 'entry spot',
    entrySpotPlus: 'entry spot plus {offset}',
    entrySpotMinus: 'entry spot minus {offset}',
    pips: { one: '{count} pip', other: ' {count} pips' },
    contractStartTime: 'contract start time',
    firstTick: 'first tick',
    closeOn: 'close on {date}',
    units: {
      day: { one: '{count} day', other: '{count} days' },
      hour: { one: '{count} hour', other: '{count} hours' },
      minute: { one: '{count} minute', other: '{count} minutes' },
      second: { one: '{count} second', other: '{count} seconds' },
      tick: { one: '{count} tick', other: '{count} ticks' },
    },
  },
};
