import type { FormName } from '../form';

/**
 * An explanation: each contract form's, and Higher/Lower where the barrier itself wins (the
 * multi-barrier page's CALLE/PUTE, "higher than or equal to").
 */
export type ExplanationName = FormName | 'higherlowerequal';

/** What each contract pays, in a trader's words, for the explanation tab. */
export const EXPLANATIONS = {
  risefall: [
    'Rise: win the payout if the exit spot is strictly higher than the entry spot.',
    'Fall: win the payout if the exit spot is strictly lower than the entry spot.',
    'With "Allow equals", Rise also wins when the exit spot equals the entry spot, and so does Fall.',
  ],
  higherlower: [
    'Higher: win the payout if the exit spot is strictly higher than the barrier.',
    'Lower: win the payout if the exit spot is strictly lower than the barrier.',
  ],
  higherlowerequal: [
    'Higher: win the payout if the exit spot is higher than or equal to the barrier.',
    'Lower: win the payout if the exit spot is lower than or equal to the barrier.',
  ],
  callputspread: [
    'Call Spread: win up to the payout if the exit spot is above the low barrier; the full payout at or above the high barrier.',
    'Put Spread: win up to the payout if the exit spot is below the high barrier; the full payout at or below the low barrier.',
  ],
  touchnotouch: [
    'Touches: win the payout if the market touches the barrier at any time before expiry.',
    'Does Not Touch: win the payout if the market never touches the barrier before expiry.',
  ],
  endsinout: [
    'Ends Between: win the payout if the exit spot is strictly between the low and high barriers.',
    'Ends Outside: win the payout if the exit spot is at or above the high barrier, or at or below the low barrier.',
  ],
  staysinout: [
    'Stays Between: win the payout if the market stays between the barriers for the whole contract.',
    'Goes Outside: win the payout if the market touches either barrier before expiry.',
  ],
  asian: [
    'Asian Rise: win the payout if the last tick is higher than the average of the ticks.',
    'Asian Fall: win the payout if the last tick is lower than the average of the ticks.',
  ],
  matchdiff: [
    'Matches: win the payout if the last digit of the last tick is your prediction.',
    'Differs: win the payout if the last digit of the last tick is not your prediction.',
  ],
  evenodd: [
    'Even: win the payout if the last digit of the last tick is even.',
    'Odd: win the payout if the last digit of the last tick is odd.',
  ],
  overunder: [
    'Over: win the payout if the last digit of the last tick is greater than your prediction.',
    'Under: win the payout if the last digit of the last tick is less than your prediction.',
  ],
  lookbackhigh: ['High-Close: win the difference between the highest point and the exit spot, times the multiplier.'],
  lookbacklow: ['Close-Low: win the difference between the exit spot and the lowest point, times the multiplier.'],
  lookbackhighlow: ['High-Low: win the difference between the highest and the lowest points, times the multiplier.'],
  reset: [
    'Reset Call: win the payout if the exit spot is higher than the barrier; if the spot is below the barrier at the reset time, the barrier resets to that spot.',
    'Reset Put: win the payout if the exit spot is lower than the barrier; if the spot is above the barrier at the reset time, the barrier resets to that spot.',
  ],
  highlowticks: [
    'High Tick: win the payout if the selected tick is the highest of the next five ticks.',
    'Low Tick: win the payout if the selected tick is the lowest of the next five ticks.',
  ],
  runs: [
    'Only Ups: win the payout if every tick is higher than the one before it, for the whole duration.',
    'Only Downs: win the payout if every tick is lower than the one before it, for the whole duration.',
  ],
} as const satisfies Readonly<Record<ExplanationName, readonly string[]>>;

/** One line of an explanation: an English catalogue key, shown through `localize`. */
export type ExplanationLine = (typeof EXPLANATIONS)[ExplanationName][number];
