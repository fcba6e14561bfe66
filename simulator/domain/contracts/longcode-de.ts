import type { ContractType } from '../pricing/contract-types';
import type { LongcodeLanguage } from './longcode-language';
import type { Templates } from './longcode-templates';

/** German longcodes: the sentences of `longcode-templates.ts`, kind for kind. */

const WIN = 'Gewinnen Sie die Auszahlung, wenn';

/** "{underlying} … {relation} {barrier} ist": at the expiry, after the start, or after the ticks. */
const higher = (relation: string): Templates => ({
  daily: `${WIN} {underlying} bei {duration} ${relation} {barrier} ist.`,
  intraday_fixed_expiry: `${WIN} {underlying} bei {duration} ${relation} {barrier} ist.`,
  intraday: `${WIN} {underlying} {duration} nach {start} ${relation} {barrier} ist.`,
  tick: `${WIN} {underlying} nach {duration} ${relation} {barrier} ist.`,
});

const ends = (condition: string): Templates => ({
  daily: `${WIN} {underlying} bei {duration} ${condition} endet.`,
  intraday_fixed_expiry: `${WIN} {underlying} bei {duration} ${condition} endet.`,
  intraday: `${WIN} {underlying} {duration} nach {start} ${condition} endet.`,
});

const through = (condition: string): Templates => ({
  daily: `${WIN} {underlying} bis {duration} ${condition}.`,
  intraday_fixed_expiry: `${WIN} {underlying} bis {duration} ${condition}.`,
  intraday: `${WIN} {underlying} bis {duration} nach {start} ${condition}.`,
});

const reset = (relation: string): Templates => {
  const sentence = `${WIN} {underlying} nach {duration} ${relation} ist als beim Einstieg oder nach {reset}.`;
  return { intraday: sentence, tick: sentence };
};

const lookback = (difference: string): Templates => ({
  intraday: `Gewinnen Sie {currency} {multiplier} mal ${difference} von {underlying} über die nächsten {duration}.`,
});

const spread = (from: string, to: string): Templates => {
  const head = 'Gewinnen Sie bis zu {currency} {payout}, wenn der Ausstiegstick von {underlying}';
  return {
    daily: `${head} bei {duration} zwischen ${from} und ${to} liegt.`,
    intraday_fixed_expiry: `${head} bei {duration} zwischen ${from} und ${to} liegt.`,
    intraday: `${head} {duration} nach {start} zwischen ${from} und ${to} liegt.`,
  };
};

const digit = (condition: string): Templates => ({
  tick: `${WIN} die letzte Ziffer von {underlying} nach {duration} ${condition} ist.`,
});

const asian = (relation: string): Templates => ({
  tick: `${WIN} der letzte Tick von {underlying} ${relation} der Durchschnitt der {duration} ist.`,
});

const TEMPLATES: Record<ContractType, Templates> = {
  CALL: higher('streng höher als'),
  PUT: higher('streng niedriger als'),
  CALLE: higher('höher als oder gleich'),
  PUTE: higher('niedriger als oder gleich'),
  ONETOUCH: through('{barrier} berührt'),
  NOTOUCH: through('{barrier} nicht berührt'),
  EXPIRYRANGE: ends('streng zwischen {barrier2} und {barrier}'),
  EXPIRYMISS: ends('außerhalb von {barrier2} bis {barrier}'),
  RANGE: through('zwischen {barrier2} und {barrier} bleibt'),
  UPORDOWN: through('den Bereich von {barrier2} bis {barrier} verlässt'),
  DIGITMATCH: digit('{barrier}'),
  DIGITDIFF: digit('nicht {barrier}'),
  DIGITOVER: digit('streng höher als {barrier}'),
  DIGITUNDER: digit('streng niedriger als {barrier}'),
  DIGITEVEN: digit('gerade'),
  DIGITODD: digit('ungerade'),
  ASIANU: asian('streng höher als'),
  ASIAND: asian('streng niedriger als'),
  RESETCALL: reset('streng höher'),
  RESETPUT: reset('streng niedriger'),
  LBFLOATCALL: lookback('Schlusskurs minus Tief'),
  LBFLOATPUT: lookback('Hoch minus Schlusskurs'),
  LBHIGHLOW: lookback('Hoch minus Tief'),
  CALLSPREAD: spread('{barrier2}', '{barrier}'),
  PUTSPREAD: spread('{barrier}', '{barrier2}'),
  TICKHIGH: { tick: `${WIN} Tick {selectedTick} von {underlying} der höchste aller {tickCount} Ticks ist.` },
  TICKLOW: { tick: `${WIN} Tick {selectedTick} von {underlying} der niedrigste aller {tickCount} Ticks ist.` },
  RUNHIGH: { tick: `${WIN} {underlying} nach dem Einstiegskurs {duration} lang ununterbrochen steigt.` },
  RUNLOW: { tick: `${WIN} {underlying} nach dem Einstiegskurs {duration} lang ununterbrochen fällt.` },
};

export const GERMAN_LONGCODES: LongcodeLanguage = {
  locale: 'de',
  templates: TEMPLATES,
  words: {
    entrySpot: 'Einstiegskurs',
    entrySpotPlus: 'Einstiegskurs plus {offset}',
    entrySpotMinus: 'Einstiegskurs minus {offset}',
    pips: { one: '{count} Pip', other: '{count} Pips' },
    contractStartTime: 'Kontraktbeginn',
    firstTick: 'dem ersten Tick',
    closeOn: 'Handelsschluss am {date}',
    units: {
      day: { one: '{count} Tag', other: '{count} Tage' },
      hour: { one: '{count} Stunde', other: '{count} Stunden' },
      minute: { one: '{count} Minute', other: '{count} Minuten' },
      second: { one: '{count} Sekunde', other: '{count} Sekunden' },
      tick: { one: '{count} Tick', other: '{count} Ticks' },
    },
  },
};
