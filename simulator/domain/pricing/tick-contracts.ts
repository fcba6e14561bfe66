/** Exact win probabilities of the tick-count contracts: digits, tick high/low and runs. */

/**
 * Digit contracts settle on the last displayed digit of the n-th tick, which the feed makes uniform
 * on 0-9, so the exact win probability is (winning digits) / 10 (BOM `Pricing/Engine/Digits.pm`).
 * The platform also clamps to [0.1, 0.9]; with only valid predictions accepted that clamp never binds.
 */

export const DIGIT_CONTRACT_TYPES = [
  'DIGITMATCH',
  'DIGITDIFF',
  'DIGITOVER',
  'DIGITUNDER',
  'DIGITEVEN',
  'DIGITODD',
] as const;
export type DigitContractType = (typeof DIGIT_CONTRACT_TYPES)[number];

export function isDigitContractType(type: string): type is DigitContractType {
  return (DIGIT_CONTRACT_TYPES as readonly string[]).includes(type);
}

/** Predictions each type accepts; even/odd take none. */
const VALID_PREDICTIONS: Record<DigitContractType, readonly number[]> = {
  DIGITMATCH: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  DIGITDIFF: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  DIGITOVER: [0, 1, 2, 3, 4, 5, 6, 7, 8],
  DIGITUNDER: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  DIGITEVEN: [],
  DIGITODD: [],
};

export function isValidDigitPrediction(type: DigitContractType, prediction: number | undefined): boolean {
  const valid = VALID_PREDICTIONS[type];
  return valid.length === 0 ? prediction === undefined : prediction !== undefined && valid.includes(prediction);
}

/** Whether `digit` wins a contract of `type` with this prediction. */
export function digitWins(type: DigitContractType, digit: number, prediction = 0): boolean {
  switch (type) {
    case 'DIGITMATCH':
      return digit === prediction;
    case 'DIGITDIFF':
      return digit !== prediction;
    case 'DIGITOVER':
      return digit > prediction;
    case 'DIGITUNDER':
      return digit < prediction;
    case 'DIGITEVEN':
      return digit % 2 === 0;
    case 'DIGITODD':
      return digit % 2 === 1;
  }
}

export function digitProbability(type: DigitContractType, prediction?: number): number {
  if (!isValidDigitPrediction(type, prediction)) {
    throw new RangeError(`${type}: no winning digits for prediction ${String(prediction)}`);
  }
  let winning = 0;
  for (let digit = 0; digit <= 9; digit += 1) if (digitWins(type, digit, prediction)) winning += 1;
  return winning / 10;
}

/**
 * TICKHIGH / TICKLOW: the selected tick (1-5) must be the highest / lowest of the contract's ticks.
 * The platform's engine is private; its public test values match the exact answer for a symmetric
 * random walk with continuous increments (Sparre Andersen): tick k of n is the maximum with probability
 * u(k − 1)·u(n − k), u(m) = C(2m, m)/4^m. By symmetry the minimum has the same probability.
 */

/** The platform offers these contracts on exactly 5 ticks. */
export const TICK_HIGH_LOW_TICKS = 5;

/** P(a symmetric walk of m steps never goes above its start) = C(2m, m)/4^m. */
function stayBelowStart(steps: number): number {
  let probability = 1;
  for (let i = 1; i <= steps; i += 1) probability *= (2 * i - 1) / (2 * i);
  return probability;
}

/** TICKHIGH and TICKLOW share this probability. */
export function tickHighLowProbability(selectedTick: number, ticks = TICK_HIGH_LOW_TICKS): number {
  if (!Number.isInteger(selectedTick) || selectedTick < 1 || selectedTick > ticks) {
    throw new RangeError(`selected tick must be 1-${ticks}, got ${selectedTick}`);
  }
  return stayBelowStart(selectedTick - 1) * stayBelowStart(ticks - selectedTick);
}

/**
 * RUNHIGH / RUNLOW: every one of the n ticks must move strictly up (down) from the one before.
 * Tick moves are independent and, with continuous increments, up or down with probability ½,
 * so the exact win probability is 0.5ⁿ for both. The platform offers 2-5 ticks, barrier S0P only.
 */

export const RUN_TICKS = { min: 2, max: 5 } as const;

export function runProbability(ticks: number): number {
  if (!Number.isInteger(ticks) || ticks < RUN_TICKS.min || ticks > RUN_TICKS.max) {
    throw new RangeError(`runs are offered on ${RUN_TICKS.min}-${RUN_TICKS.max} ticks, got ${ticks}`);
  }
  return 0.5 ** ticks;
}
