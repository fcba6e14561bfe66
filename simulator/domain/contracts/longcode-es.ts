import type { ContractType } from '../pricing/contract-types';
import type { LongcodeLanguage } from './longcode-language';
import type { Templates } from './longcode-templates';

/** Spanish longcodes: the sentences of `longcode-templates.ts`, kind for kind. */

const WIN = 'Gane el pago si';

const higher = (relation: string): Templates => ({
  daily: `${WIN} {underlying} es ${relation} {barrier} en {duration}.`,
  intraday_fixed_expiry: `${WIN} {underlying} es ${relation} {barrier} en {duration}.`,
  intraday: `${WIN} {underlying} es ${relation} {barrier} {duration} después de {start}.`,
  tick: `${WIN} {underlying} después de {duration} es ${relation} {barrier}.`,
});

const ends = (condition: string): Templates => ({
  daily: `${WIN} {underlying} termina ${condition} en {duration}.`,
  intraday_fixed_expiry: `${WIN} {underlying} termina ${condition} en {duration}.`,
  intraday: `${WIN} {underlying} termina ${condition} {duration} después de {start}.`,
});

const through = (condition: string): Templates => ({
  daily: `${WIN} {underlying} ${condition} hasta {duration}.`,
  intraday_fixed_expiry: `${WIN} {underlying} ${condition} hasta {duration}.`,
  intraday: `${WIN} {underlying} ${condition} hasta {duration} después de {start}.`,
});

const reset = (relation: string): Templates => {
  const sentence = `${WIN} {underlying} después de {duration} es ${relation} su nivel en la entrada o en {reset}.`;
  return { intraday: sentence, tick: sentence };
};

const lookback = (difference: string): Templates => ({
  intraday: `Gane {currency} {multiplier} veces ${difference} de {underlying} durante {duration}.`,
});

const spread = (from: string, to: string): Templates => {
  const head = 'Gane hasta {currency} {payout} si el tick de salida de {underlying}';
  return {
    daily: `${head} está entre ${from} y ${to} en {duration}.`,
    intraday_fixed_expiry: `${head} está entre ${from} y ${to} en {duration}.`,
    intraday: `${head} está entre ${from} y ${to} {duration} después de {start}.`,
  };
};

const digit = (condition: string): Templates => ({
  tick: `${WIN} el último dígito de {underlying} ${condition} después de {duration}.`,
});

const asian = (relation: string): Templates => ({
  tick: `${WIN} el último tick de {underlying} es ${relation} el promedio de los {duration}.`,
});

const TEMPLATES: Record<ContractType, Templates> = {
  CALL: higher('estrictamente superior a'),
  PUT: higher('estrictamente inferior a'),
  CALLE: higher('superior o igual a'),
  PUTE: higher('inferior o igual a'),
  ONETOUCH: through('toca {barrier}'),
  NOTOUCH: through('no toca {barrier}'),
  EXPIRYRANGE: ends('estrictamente entre {barrier2} y {barrier}'),
  EXPIRYMISS: ends('fuera de {barrier2} a {barrier}'),
  RANGE: through('permanece entre {barrier2} y {barrier}'),
  UPORDOWN: through('sale de {barrier2} a {barrier}'),
  DIGITMATCH: digit('es {barrier}'),
  DIGITDIFF: digit('no es {barrier}'),
  DIGITOVER: digit('es estrictamente superior a {barrier}'),
  DIGITUNDER: digit('es estrictamente inferior a {barrier}'),
  DIGITEVEN: digit('es par'),
  DIGITODD: digit('es impar'),
  ASIANU: asian('estrictamente superior a'),
  ASIAND: asian('estrictamente inferior a'),
  RESETCALL: reset('estrictamente superior a'),
  RESETPUT: reset('estrictamente inferior a'),
  LBFLOATCALL: lookback('el cierre menos el mínimo'),
  LBFLOATPUT: lookback('el máximo menos el cierre'),
  LBHIGHLOW: lookback('el máximo menos el mínimo'),
  CALLSPREAD: spread('{barrier2}', '{barrier}'),
  PUTSPREAD: spread('{barrier}', '{barrier2}'),
  TICKHIGH: { tick: `${WIN} el tick {selectedTick} de {underlying} es el más alto de los {tickCount} ticks.` },
  TICKLOW: { tick: `${WIN} el tick {selectedTick} de {underlying} es el más bajo de los {tickCount} ticks.` },
  RUNHIGH: { tick: `${WIN} {underlying} sube sucesivamente durante {duration} después del precio de entrada.` },
  RUNLOW: { tick: `${WIN} {underlying} baja sucesivamente durante {duration} después del precio de entrada.` },
};

export const SPANISH_LONGCODES: LongcodeLanguage = {
  locale: 'es',
  templates: TEMPLATES,
  words: {
    entrySpot: 'precio de entrada',
    entrySpotPlus: 'precio de entrada más {offset}',
    entrySpotMinus: 'precio de entrada menos {offset}',
    pips: { one: '{count} pip', other: '{count} pips' },
    contractStartTime: 'la hora de inicio del contrato',
    firstTick: 'el primer tick',
    closeOn: 'el cierre del {date}',
    units: {
      day: { one: '{count} día', other: '{count} días' },
      hour: { one: '{count} hora', other: '{count} horas' },
      minute: { one: '{count} minuto', other: '{count} minutos' },
      second: { one: '{count} segundo', other: '{count} segundos' },
      tick: { one: '{count} tick', other: '{count} ticks' },
    },
  },
};
