import type { ContractType } from '../pricing/contract-types';

/**
 * The platform's longcode sentences (BOM `Product/Static.pm` `longcodes`), with its placeholders
 * named: {underlying} [_3], {start} [_4] ("contract start time", a start date, or "first tick"),
 * {duration} [_5] (a duration, an expiry time, "close on <date>", or a tick count), {barrier} [_6],
 * {barrier2} [_7]. Oddities such as "between X to Y" and "after 1 ticks" are the platform's own.
 * Reset, tick high/low, runs, lookback and spread sentences follow the same pattern; the platform's
 * exact wording for them was not available.
 */
export type LongcodeKind = 'tick' | 'intraday' | 'intraday_fixed_expiry' | 'daily';

type Templates = Partial<Record<LongcodeKind, string>>;

const higher = (relation: string): Templates => ({
  daily: `Win payout if {underlying} is ${relation} {barrier} at {duration}.`,
  intraday: `Win payout if {underlying} is ${relation} {barrier} at {duration} after {start}.`,
  intraday_fixed_expiry: `Win payout if {underlying} is ${relation} {barrier} at {duration}.`,
  tick: `Win payout if {underlying} after {ticks} is ${relation} {barrier}.`,
});

const ends = (relation: string): Templates => ({
  daily: `Win payout if {underlying} ends ${relation} {barrier2} to {barrier} at {duration}.`,
  intraday: `Win payout if {underlying} ends ${relation} {barrier2} to {barrier} at {duration} after {start}.`,
  intraday_fixed_expiry: `Win payout if {underlying} ends ${relation} {barrier2} to {barrier} at {duration}.`,
});

const through = (relation: string, joint: string): Templates => ({
  daily: `Win payout if {underlying} ${relation} {barrier2} to {barrier} through {duration}.`,
  intraday: `Win payout if {underlying} ${relation} {barrier2} ${joint} {barrier} through {duration} after {start}.`,
  intraday_fixed_expiry: `Win payout if {underlying} ${relation} {barrier2} to {barrier} through {duration}.`,
});

const touch = (relation: string): Templates => ({
  daily: `Win payout if {underlying} ${relation} {barrier} through {duration}.`,
  intraday: `Win payout if {underlying} ${relation} {barrier} through {duration} after {start}.`,
  intraday_fixed_expiry: `Win payout if {underlying} ${relation} {barrier} through {duration}.`,
});

const reset = (relation: string): Templates => ({
  intraday: `Win payout if {underlying} is ${relation} it was at either entry or reset time, at {duration} after {start}.`,
  tick: `Win payout if {underlying} after {ticks} is ${relation} it was at either entry or reset time.`,
});

const lookback = (difference: string): Templates => ({
  intraday: `Win {multiplier} times {underlying}'s ${difference} over the next {duration}.`,
});

const spread: Templates = {
  intraday: `Win up to {currency} {payout} if {underlying}'s exit tick is between {barrier2} and {barrier} at {duration} after {start}.`,
  tick: `Win up to {currency} {payout} if {underlying}'s exit tick is between {barrier2} and {barrier} after {ticks}.`,
};

export const LONGCODE_TEMPLATES: Record<ContractType, Templates> = {
  CALL: higher('strictly higher than'),
  PUT: higher('strictly lower than'),
  CALLE: higher('higher than or equal to'),
  PUTE: higher('lower than or equal to'),
  ONETOUCH: touch('touches'),
  NOTOUCH: touch('does not touch'),
  EXPIRYRANGE: ends('strictly between'),
  EXPIRYMISS: ends('outside'),
  RANGE: through('stays between', 'and'),
  UPORDOWN: through('goes outside', 'and'),
  DIGITMATCH: { tick: 'Win payout if the last digit of {underlying} is {barrier} after {ticks}.' },
  DIGITDIFF: { tick: 'Win payout if the last digit of {underlying} is not {barrier} after {ticks}.' },
  DIGITOVER: {
    tick: 'Win payout if the last digit of {underlying} is strictly higher than {barrier} after {tickCount} ticks.',
  },
  DIGITUNDER: {
    tick: 'Win payout if the last digit of {underlying} is strictly lower than {barrier} after {tickCount} ticks.',
  },
  DIGITEVEN: { tick: 'Win payout if the last digit of {underlying} is even after {tickCount} ticks.' },
  DIGITODD: { tick: 'Win payout if the last digit of {underlying} is odd after {tickCount} ticks.' },
  ASIANU: { tick: 'Win payout if the last tick of {underlying} is strictly higher than the average of the {ticks}.' },
  ASIAND: { tick: 'Win payout if the last tick of {underlying} is strictly lower than the average of the {ticks}.' },
  RESETCALL: reset('strictly higher than'),
  RESETPUT: reset('strictly lower than'),
  LBFLOATCALL: lookback('close minus low'),
  LBFLOATPUT: lookback('high minus close'),
  LBHIGHLOW: lookback('high minus low'),
  CALLSPREAD: spread,
  PUTSPREAD: spread,
  TICKHIGH: { tick: 'Win payout if tick {selectedTick} of {underlying} is the highest among all {tickCount} ticks.' },
  TICKLOW: { tick: 'Win payout if tick {selectedTick} of {underlying} is the lowest among all {tickCount} ticks.' },
  RUNHIGH: { tick: 'Win payout if {underlying} rises successively for {ticks} after the entry spot.' },
  RUNLOW: { tick: 'Win payout if {underlying} falls successively for {ticks} after the entry spot.' },
};
