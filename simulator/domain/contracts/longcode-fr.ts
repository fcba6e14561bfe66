import type { ContractType } from '../pricing/contract-types';
import type { LongcodeLanguage } from './longcode-language';
import type { Templates } from './longcode-templates';

/** French longcodes: the sentences of `longcode-templates.ts`, kind for kind. */

const WIN = 'Gagnez le paiement si';

const higher = (relation: string): Templates => ({
  daily: `${WIN} {underlying} est ${relation} {barrier} à {duration}.`,
  intraday_fixed_expiry: `${WIN} {underlying} est ${relation} {barrier} à {duration}.`,
  intraday: `${WIN} {underlying} est ${relation} {barrier} {duration} après {start}.`,
  tick: `${WIN} {underlying} après {duration} est ${relation} {barrier}.`,
});

const ends = (condition: string): Templates => ({
  daily: `${WIN} {underlying} termine ${condition} à {duration}.`,
  intraday_fixed_expiry: `${WIN} {underlying} termine ${condition} à {duration}.`,
  intraday: `${WIN} {underlying} termine ${condition} {duration} après {start}.`,
});

const through = (condition: string): Templates => ({
  daily: `${WIN} {underlying} ${condition} jusqu'à {duration}.`,
  intraday_fixed_expiry: `${WIN} {underlying} ${condition} jusqu'à {duration}.`,
  intraday: `${WIN} {underlying} ${condition} jusqu'à {duration} après {start}.`,
});

const reset = (relation: string): Templates => {
  const sentence = `${WIN} {underlying} après {duration} est ${relation} son niveau à l'entrée ou à {reset}.`;
  return { intraday: sentence, tick: sentence };
};

const lookback = (difference: string): Templates => ({
  intraday: `Gagnez {currency} {multiplier} fois ${difference} de {underlying} sur {duration}.`,
});

const spread = (from: string, to: string): Templates => {
  const head = "Gagnez jusqu'à {currency} {payout} si le tick de sortie de {underlying}";
  return {
    daily: `${head} est entre ${from} et ${to} à {duration}.`,
    intraday_fixed_expiry: `${head} est entre ${from} et ${to} à {duration}.`,
    intraday: `${head} est entre ${from} et ${to} {duration} après {start}.`,
  };
};

const digit = (condition: string): Templates => ({
  tick: `${WIN} le dernier chiffre de {underlying} ${condition} après {duration}.`,
});

const asian = (relation: string): Templates => ({
  tick: `${WIN} le dernier tick de {underlying} est ${relation} la moyenne des {duration}.`,
});

const TEMPLATES: Record<ContractType, Templates> = {
  CALL: higher('strictement supérieur à'),
  PUT: higher('strictement inférieur à'),
  CALLE: higher('supérieur ou égal à'),
  PUTE: higher('inférieur ou égal à'),
  ONETOUCH: through('touche {barrier}'),
  NOTOUCH: through('ne touche pas {barrier}'),
  EXPIRYRANGE: ends('strictement entre {barrier2} et {barrier}'),
  EXPIRYMISS: ends('en dehors de {barrier2} à {barrier}'),
  RANGE: through('reste entre {barrier2} et {barrier}'),
  UPORDOWN: through('sort de {barrier2} à {barrier}'),
  DIGITMATCH: digit('est {barrier}'),
  DIGITDIFF: digit("n'est pas {barrier}"),
  DIGITOVER: digit('est strictement supérieur à {barrier}'),
  DIGITUNDER: digit('est strictement inférieur à {barrier}'),
  DIGITEVEN: digit('est pair'),
  DIGITODD: digit('est impair'),
  ASIANU: asian('strictement supérieur à'),
  ASIAND: asian('strictement inférieur à'),
  RESETCALL: reset('strictement supérieur à'),
  RESETPUT: reset('strictement inférieur à'),
  LBFLOATCALL: lookback('la clôture moins le plus bas'),
  LBFLOATPUT: lookback('le plus haut moins la clôture'),
  LBHIGHLOW: lookback('le plus haut moins le plus bas'),
  CALLSPREAD: spread('{barrier2}', '{barrier}'),
  PUTSPREAD: spread('{barrier}', '{barrier2}'),
  TICKHIGH: { tick: `${WIN} le tick {selectedTick} de {underlying} est le plus haut des {tickCount} ticks.` },
  TICKLOW: { tick: `${WIN} le tick {selectedTick} de {underlying} est le plus bas des {tickCount} ticks.` },
  RUNHIGH: { tick: `${WIN} {underlying} monte successivement pendant {duration} après le prix d'entrée.` },
  RUNLOW: { tick: `${WIN} {underlying} baisse successivement pendant {duration} après le prix d'entrée.` },
};

export const FRENCH_LONGCODES: LongcodeLanguage = {
  locale: 'fr',
  templates: TEMPLATES,
  words: {
    entrySpot: "prix d'entrée",
    entrySpotPlus: "prix d'entrée plus {offset}",
    entrySpotMinus: "prix d'entrée moins {offset}",
    pips: { one: '{count} pip', other: '{count} pips' },
    contractStartTime: "l'heure de début du contrat",
    firstTick: 'le premier tick',
    closeOn: 'la clôture du {date}',
    units: {
      day: { one: '{count} jour', other: '{count} jours' },
      hour: { one: '{count} heure', other: '{count} heures' },
      minute: { one: '{count} minute', other: '{count} minutes' },
      second: { one: '{count} seconde', other: '{count} secondes' },
      tick: { one: '{count} tick', other: '{count} ticks' },
    },
  },
};
