import type { ContractType } from '../pricing/contract-types';
import type { LongcodeLanguage } from './longcode-language';
import type { Templates } from './longcode-templates';

/** Italian longcodes: the sentences of `longcode-templates.ts`, kind for kind. */

const WIN = 'Vinci il payout se';

const higher = (relation: string): Templates => ({
  daily: `${WIN} {underlying} è ${relation} {barrier} a {duration}.`,
  intraday_fixed_expiry: `${WIN} {underlying} è ${relation} {barrier} a {duration}.`,
  intraday: `${WIN} {underlying} è ${relation} {barrier} {duration} dopo {start}.`,
  tick: `${WIN} {underlying} dopo {duration} è ${relation} {barrier}.`,
});

const ends = (condition: string): Templates => ({
  daily: `${WIN} {underlying} termina ${condition} a {duration}.`,
  intraday_fixed_expiry: `${WIN} {underlying} termina ${condition} a {duration}.`,
  intraday: `${WIN} {underlying} termina ${condition} {duration} dopo {start}.`,
});

const through = (condition: string): Templates => ({
  daily: `${WIN} {underlying} ${condition} fino a {duration}.`,
  intraday_fixed_expiry: `${WIN} {underlying} ${condition} fino a {duration}.`,
  intraday: `${WIN} {underlying} ${condition} fino a {duration} dopo {start}.`,
});

const reset = (relation: string): Templates => {
  const sentence = `${WIN} {underlying} dopo {duration} è ${relation} al livello dell'ingresso o di {reset}.`;
  return { intraday: sentence, tick: sentence };
};

const lookback = (difference: string): Templates => ({
  intraday: `Vinci {currency} {multiplier} volte ${difference} di {underlying} nei prossimi {duration}.`,
});

const spread = (from: string, to: string): Templates => {
  const head = 'Vinci fino a {currency} {payout} se il tick di uscita di {underlying}';
  return {
    daily: `${head} è tra ${from} e ${to} a {duration}.`,
    intraday_fixed_expiry: `${head} è tra ${from} e ${to} a {duration}.`,
    intraday: `${head} è tra ${from} e ${to} {duration} dopo {start}.`,
  };
};

const digit = (condition: string): Templates => ({
  tick: `${WIN} l'ultima cifra di {underlying} ${condition} dopo {duration}.`,
});

const asian = (relation: string): Templates => ({
  tick: `${WIN} l'ultimo tick di {underlying} è ${relation} media dei {duration}.`,
});

const TEMPLATES: Record<ContractType, Templates> = {
  CALL: higher('strettamente superiore a'),
  PUT: higher('strettamente inferiore a'),
  CALLE: higher('superiore o uguale a'),
  PUTE: higher('inferiore o uguale a'),
  ONETOUCH: through('tocca {barrier}'),
  NOTOUCH: through('non tocca {barrier}'),
  EXPIRYRANGE: ends('strettamente tra {barrier2} e {barrier}'),
  EXPIRYMISS: ends('fuori da {barrier2} a {barrier}'),
  RANGE: through('resta tra {barrier2} e {barrier}'),
  UPORDOWN: through('esce da {barrier2} a {barrier}'),
  DIGITMATCH: digit('è {barrier}'),
  DIGITDIFF: digit('non è {barrier}'),
  DIGITOVER: digit('è strettamente superiore a {barrier}'),
  DIGITUNDER: digit('è strettamente inferiore a {barrier}'),
  DIGITEVEN: digit('è pari'),
  DIGITODD: digit('è dispari'),
  ASIANU: asian('strettamente superiore alla'),
  ASIAND: asian('strettamente inferiore alla'),
  RESETCALL: reset('strettamente superiore'),
  RESETPUT: reset('strettamente inferiore'),
  LBFLOATCALL: lookback('la chiusura meno il minimo'),
  LBFLOATPUT: lookback('il massimo meno la chiusura'),
  LBHIGHLOW: lookback('il massimo meno il minimo'),
  CALLSPREAD: spread('{barrier2}', '{barrier}'),
  PUTSPREAD: spread('{barrier}', '{barrier2}'),
  TICKHIGH: { tick: `${WIN} il tick {selectedTick} di {underlying} è il più alto di tutti i {tickCount} tick.` },
  TICKLOW: { tick: `${WIN} il tick {selectedTick} di {underlying} è il più basso di tutti i {tickCount} tick.` },
  RUNHIGH: { tick: `${WIN} {underlying} sale consecutivamente per {duration} dopo il prezzo d'ingresso.` },
  RUNLOW: { tick: `${WIN} {underlying} scende consecutivamente per {duration} dopo il prezzo d'ingresso.` },
};

export const ITALIAN_LONGCODES: LongcodeLanguage = {
  locale: 'it',
  templates: TEMPLATES,
  words: {
    entrySpot: "prezzo d'ingresso",
    entrySpotPlus: "prezzo d'ingresso più {offset}",
    entrySpotMinus: "prezzo d'ingresso meno {offset}",
    pips: { one: '{count} pip', other: '{count} pip' },
    contractStartTime: "l'ora di inizio del contratto",
    firstTick: 'il primo tick',
    closeOn: 'la chiusura del {date}',
    units: {
      day: { one: '{count} giorno', other: '{count} giorni' },
      hour: { one: '{count} ora', other: '{count} ore' },
      minute: { one: '{count} minuto', other: '{count} minuti' },
      second: { one: '{count} secondo', other: '{count} secondi' },
      tick: { one: '{count} tick', other: '{count} tick' },
    },
  },
};
