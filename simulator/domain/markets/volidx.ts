import { SYNTHETIC_UNDERLYINGS, type SyntheticUnderlying } from '../pricing/underlyings';
import { SYNTHETIC_CATEGORIES } from './offerings';
import { ALWAYS_OPEN } from './trading-hours';
import type { Underlying } from './underlying';

/** Where each volatility index's feed starts; vol, pip and tick interval come from pricing's table. */
const OPENING_SPOTS: Readonly<Record<string, number>> = {
  R_10: 6_250,
  R_25: 2_870,
  R_50: 215,
  R_75: 94_500,
  R_100: 1_430,
  '1HZ10V': 8_950,
  '1HZ25V': 655_000,
  '1HZ50V': 152_000,
  '1HZ75V': 6_480,
  '1HZ100V': 1_120,
};

function volatilityIndex(synthetic: SyntheticUnderlying): Underlying {
  return {
    symbol: synthetic.symbol,
    display_name: synthetic.displayName,
    market: 'volidx',
    submarket: synthetic.submarket,
    submarket_display_name: 'Continuous Indices',
    symbol_type: '',
    pip: synthetic.pipSize,
    vol: synthetic.vol,
    tickIntervalSeconds: synthetic.generationIntervalSeconds,
    schedule: ALWAYS_OPEN,
    openingSpot: OPENING_SPOTS[synthetic.symbol] ?? 1_000,
    categories: SYNTHETIC_CATEGORIES,
    multiBarrier: false,
    pricingMarket: 'synthetic_index',
    durationGroup: synthetic.offeringGroup,
  };
}

/** Volatility 10-100 and their 1-second versions; they never close. */
export const VOLIDX_UNDERLYINGS: readonly Underlying[] = SYNTHETIC_UNDERLYINGS.filter(
  (synthetic) => synthetic.offeringGroup === 'volatility',
).map(volatilityIndex);
