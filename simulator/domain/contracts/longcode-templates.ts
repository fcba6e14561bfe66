import type { ContractType } from '../pricing/contract-types';

/**
 * The platform's English longcode sentences, with its placeholders named: {underlying} (the display
 * name), {start} ("contract start time", a forward start "2026-11-23 12:00:00 GMT", or "first tick"),
 * {duration} ("15 minutes", an expiry time, "close on 2026-11-24", or "5 ticks"), {barrier} (the high
 * or only barrier), {barrier2} (the low barrier), {reset}, {currency}, {payout}, {multiplier}.
 *
 * Sources (the platform's wire text, see `README.md` § Longcodes): its public longcode table
 * (binary-com/perl-Contract-Longcode `share/longcodes.yml`) for rise/fall, higher/lower, touch, ends
 * and stays in/out, digits and asians; its API tests for lookbacks ("Win USD 10 times Volatility 100
 * Index's close minus low over the next 15 minutes."), spreads, resets ("… after 15 minutes is strictly
 * higher than it was at either entry or 7 minutes 30 seconds."), tick high/low and tick touch
 * contracts. Oddities such as "between X to Y" and the forex "plus  10 pips" are the
 * platform's own. Runs (RUNHIGH/RUNLOW) are worded in the same pattern: no public sentence was found.
 */
export type LongcodeKind = 'tick' | 'intraday' | 'intraday_fixed_expiry' | 'daily';

export type Templates = Partial<Record<LongcodeKind, string>>;

/** One sentence ending "at {duration}" for daily and fixed-expiry contracts, "… after {start}" for durations. */
function atExpiry(head: string, tick?: string): Templates {
  return {
    daily: `${head} at {duration}.`,
    intraday_fixed_expiry: `${head} at {duration}.`,
    intraday: `${head} at {duration} after {start}.`,
    ...(tick === undefined ? {} : { tick }),
  };
}

/** As `atExpiry` for path-dependent contracts: "through {duration}". */
function throughExpiry(head: string, intradayHead = head): Templates {
  return {
    daily: `${head} through {duration}.`,
    intraday_fixed_expiry: `${head} through {duration}.`,
    intraday: `${intradayHead} through {duration} after {start}.`,
  };
}

const higher = (relation: string): Templates =>
  atExpiry(
    `Win payout if {underlying} is ${relation} {barrier}`,
    `Win payout if {underlying} after {duration} is ${relation} {barrier}.`,
  );

const ends = (relation: string): Templates =>
  atExpiry(`Win payout if {underlying} ends ${relation} {barrier2} to {barrier}`);

/** Stays in / goes out: "to" between the barriers, except "and" in the intraday sentence. */
const through = (relation: string): Templates =>
  throughExpiry(
    `Win payout if {underlying} ${relation} {barrier2} to {barrier}`,
    `Win payout if {underlying} ${relation} {barrier2} and {barrier}`,
  );

const touch = (relation: string): Templates => throughExpiry(`Win payout if {underlying} ${relation} {barrier}`);

/** Resets: {duration} is the contract's life and {reset} the time (or ticks) to the reset. */
const reset = (relation: string): Templates => {
  const sentence = `Win payout if {underlying} after {duration} is ${relation} it was at either entry or {reset}.`;
  return { intraday: sentence, tick: sentence };
};

const lookback = (difference: string): Templates => ({
  intraday: `Win {currency} {multiplier} times {underlying}'s ${difference} over the next {duration}.`,
});

const spread = (from: string, to: string): Templates =>
  atExpiry(`Win up to {currency} {payout} if {underlying}'s exit tick is between ${from} and ${to}`);

const digit = (condition: string): Templates => ({
  tick: `Win payout if the last digit of {underlying} is ${condition} after {duration}.`,
});

const asian = (relation: string): Templates => ({
  tick: `Win payout if the last tick of {underlying} is ${relation} the average of the {duration}.`,
});

export const LONGCODE_TEMPLATES: Record<ContractType, Templates> = {
  CALL: higher('strictly higher than'),
  PUT: higher('strictly lower than'),
  CALLE: higher('higher than or equal to'),
  PUTE: higher('lower than or equal to'),
  ONETOUCH: touch('touches'),
  NOTOUCH: touch('does not touch'),
  EXPIRYRANGE: ends('strictly between'),
  EXPIRYMISS: ends('outside'),
  RANGE: through('stays between'),
  UPORDOWN: through('goes outside'),
  DIGITMATCH: { tick: 'Win payout if the last digit of {underlying} is {barrier} after {duration}.' },
  DIGITDIFF: { tick: 'Win payout if the last digit of {underlying} is not {barrier} after {duration}.' },
  DIGITOVER: digit('strictly higher than {barrier}'),
  DIGITUNDER: digit('strictly lower than {barrier}'),
  DIGITEVEN: digit('even'),
  DIGITODD: digit('odd'),
  ASIANU: asian('strictly higher than'),
  ASIAND: asian('strictly lower than'),
  RESETCALL: reset('strictly higher than'),
  RESETPUT: reset('strictly lower than'),
  LBFLOATCALL: lookback('close minus low'),
  LBFLOATPUT: lookback('high minus close'),
  LBHIGHLOW: lookback('high minus low'),
  CALLSPREAD: spread('{barrier2}', '{barrier}'),
  PUTSPREAD: spread('{barrier}', '{barrier2}'),
  TICKHIGH: { tick: 'Win payout if tick {selectedTick} of {underlying} is the highest among all {tickCount} ticks.' },
  TICKLOW: { tick: 'Win payout if tick {selectedTick} of {underlying} is the lowest among all {tickCount} ticks.' },
  RUNHIGH: { tick: 'Win payout if {underlying} rises successively for {duration} after the entry spot.' },
  RUNLOW: { tick: 'Win payout if {underlying} falls successively for {duration} after the entry spot.' },
};
