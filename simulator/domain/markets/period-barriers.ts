import type { ContractCategory } from '../pricing/contract-types';
import type { TradingPeriod } from './trading-periods';

/**
 * The barriers of a multi-barrier trading period, as the platform's predefined parameters set them:
 * the strikes where a digital call on the spot at the period's start is worth 5% and 95% (volatility
 * 10%, no rates) bound the ladder; a minimum step of 1/90 of that distance (rounded to the pip, at
 * least one pip) places levels 12, 25, 35 and 45 steps either side of the start spot. The levels are
 * named by their place on a 5–95 scale (50 is the start spot):
 * - higher/lower: all nine levels; touch/no touch: the eight without the start spot;
 * - ends between/outside: pairs (75,95), (62,85), (50,75), (38,62), (25,50), (15,38), (5,25);
 * - stays between/goes outside: pairs symmetric about the spot, (25,75), (15,85), (5,95).
 */

const LADDER_VOL = 0.1;
/** The standard normal quantile of 95%: the digital call's d2 at 5% and 95% is ∓ this. */
const Z_95 = 1.6448536269514722;
const STEPS = [12, 25, 35, 45];
const ENDS_PAIRS: readonly [number, number][] = [
  [75, 95],
  [62, 85],
  [50, 75],
  [38, 62],
  [25, 50],
  [15, 38],
  [5, 25],
];
const STAYS_PAIRS: readonly [number, number][] = [
  [25, 75],
  [15, 85],
  [5, 95],
];

export interface PeriodBarriers {
  /** One-barrier categories: levels ascending. */
  singles: number[];
  /** Two-barrier categories: [low, high] pairs. */
  pairs: [number, number][];
}

/** Levels by their place on the 5–95 scale, rounded to the pip. */
export function periodLevels(startSpot: number, period: TradingPeriod, pip: number): Map<number, number> {
  const years = (period.expiry - period.start) / (365 * 86_400);
  const spread = LADDER_VOL * Math.sqrt(years);
  const boundaries = 2 * startSpot * Math.exp((-spread * spread) / 2) * Math.sinh(Z_95 * spread);
  const step = Math.max(1, Math.round(boundaries / (STEPS.at(-1)! * 2) / pip));
  const spot = Math.round(startSpot / pip);
  const level = (steps: number) => Number(((spot + steps * step) * pip).toFixed(12));
  const levels = new Map<number, number>([[50, level(0)]]);
  for (const steps of STEPS) {
    levels.set(50 - steps, level(-steps));
    levels.set(50 + steps, level(steps));
  }
  return levels;
}

/** The barriers a category offers in a period; none for a category outside the multi-barrier product. */
export function periodBarriers(
  category: ContractCategory,
  startSpot: number,
  period: TradingPeriod,
  pip: number,
): PeriodBarriers {
  const levels = periodLevels(startSpot, period, pip);
  const at = (place: number) => levels.get(place)!;
  const places = [...levels.keys()].sort((a, b) => a - b);
  switch (category) {
    case 'callputequal':
      return { singles: places.map(at), pairs: [] };
    case 'touchnotouch':
      return { singles: places.filter((place) => place !== 50).map(at), pairs: [] };
    case 'endsinout':
      return { singles: [], pairs: ENDS_PAIRS.map(([low, high]) => [at(low), at(high)]) };
    case 'staysinout':
      return { singles: [], pairs: STAYS_PAIRS.map(([low, high]) => [at(low), at(high)]) };
    default:
      return { singles: [], pairs: [] };
  }
}

/** The platform offers periods shorter than a day (intraday windows and 0d) to higher/lower only. */
export function offeredInPeriod(category: ContractCategory, period: TradingPeriod): boolean {
  return category === 'callputequal' || period.expiry - period.start >= 86_400;
}
