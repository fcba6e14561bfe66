import type { ContractType } from '../pricing/contract-types';
import type { LongcodeLanguage } from './longcode-language';
import type { Templates } from './longcode-templates';

/** Portuguese longcodes: the sentences of `longcode-templates.ts`, kind for kind. */

const WIN = 'Ganhe o pagamento se';

const higher = (relation: string): Templates => ({
  daily: `${WIN} {underlying} for ${relation} {barrier} em {duration}.`,
  intraday_fixed_expiry: `${WIN} {underlying} for ${relation} {barrier} em {duration}.`,
  intraday: `${WIN} {underlying} for ${relation} {barrier} {duration} após {start}.`,
  tick: `${WIN} {underlying} após {duration} for ${relation} {barrier}.`,
});

const ends = (condition: string): Templates => ({
  daily: `${WIN} {underlying} terminar ${condition} em {duration}.`,
  intraday_fixed_expiry: `${WIN} {underlying} terminar ${condition} em {duration}.`,
  intraday: `${WIN} {underlying} terminar ${condition} {duration} após {start}.`,
});

const through = (condition: string): Templates => ({
  daily: `${WIN} {underlying} ${condition} até {duration}.`,
  intraday_fixed_expiry: `${WIN} {underlying} ${condition} até {duration}.`,
  intraday: `${WIN} {underlying} ${condition} até {duration} após {start}.`,
});

const reset = (relation: string): Templates => {
  const sentence = `${WIN} {underlying} após {duration} for ${relation} ao nível da entrada ou de {reset}.`;
  return { intraday: sentence, tick: sentence };
};

const lookback = (difference: string): Templates => ({
  intraday: `Ganhe {currency} {multiplier} vezes ${difference} de {underlying} durante {duration}.`,
});

const spread = (from: string, to: string): Templates => {
  const head = 'Ganhe até {currency} {payout} se o tick de saída de {underlying}';
  return {
    daily: `${head} estiver entre ${from} e ${to} em {duration}.`,
    intraday_fixed_expiry: `${head} estiver entre ${from} e ${to} em {duration}.`,
    intraday: `${head} estiver entre ${from} e ${to} {duration} após {start}.`,
  };
};

const digit = (condition: string): Templates => ({
  tick: `${WIN} o último dígito de {underlying} ${condition} após {duration}.`,
});

const asian = (relation: string): Templates => ({
  tick: `${WIN} o último tick de {underlying} for ${relation} a média dos {duration}.`,
});

const TEMPLATES: Record<ContractType, Templates> = {
  CALL: higher('estritamente superior a'),
  PUT: higher('estritamente inferior a'),
  CALLE: higher('superior ou igual a'),
  PUTE: higher('inferior ou igual a'),
  ONETOUCH: through('tocar {barrier}'),
  NOTOUCH: through('não tocar {barrier}'),
  EXPIRYRANGE: ends('estritamente entre {barrier2} e {barrier}'),
  EXPIRYMISS: ends('fora de {barrier2} a {barrier}'),
  RANGE: through('permanecer entre {barrier2} e {barrier}'),
  UPORDOWN: through('sair de {barrier2} a {barrier}'),
  DIGITMATCH: digit('for {barrier}'),
  DIGITDIFF: digit('não for {barrier}'),
  DIGITOVER: digit('for estritamente superior a {barrier}'),
  DIGITUNDER: digit('for estritamente inferior a {barrier}'),
  DIGITEVEN: digit('for par'),
  DIGITODD: digit('for ímpar'),
  ASIANU: asian('estritamente superior a'),
  ASIAND: asian('estritamente inferior a'),
  RESETCALL: reset('estritamente superior'),
  RESETPUT: reset('estritamente inferior'),
  LBFLOATCALL: lookback('o fecho menos o mínimo'),
  LBFLOATPUT: lookback('o máximo menos o fecho'),
  LBHIGHLOW: lookback('o máximo menos o mínimo'),
  CALLSPREAD: spread('{barrier2}', '{barrier}'),
  PUTSPREAD: spread('{barrier}', '{barrier2}'),
  TICKHIGH: { tick: `${WIN} o tick {selectedTick} de {underlying} for o mais alto de todos os {tickCount} ticks.` },
  TICKLOW: { tick: `${WIN} o tick {selectedTick} de {underlying} for o mais baixo de todos os {tickCount} ticks.` },
  RUNHIGH: { tick: `${WIN} {underlying} subir sucessivamente durante {duration} após o preço de entrada.` },
  RUNLOW: { tick: `${WIN} {underlying} descer sucessivamente durante {duration} após o preço de entrada.` },
};

export const PORTUGUESE_LONGCODES: LongcodeLanguage = {
  locale: 'pt',
  templates: TEMPLATES,
  words: {
    entrySpot: 'preço de entrada',
    entrySpotPlus: 'preço de entrada mais {offset}',
    entrySpotMinus: 'preço de entrada menos {offset}',
    pips: { one: '{count} pip', other: '{count} pips' },
    contractStartTime: 'a hora de início do contrato',
    firstTick: 'o primeiro tick',
    closeOn: 'o fecho de {date}',
    units: {
      day: { one: '{count} dia', other: '{count} dias' },
      hour: { one: '{count} hora', other: '{count} horas' },
      minute: { one: '{count} minuto', other: '{count} minutos' },
      second: { one: '{count} segundo', other: '{count} segundos' },
      tick: { one: '{count} tick', other: '{count} ticks' },
    },
  },
};
