import { CATEGORY_INFO } from '../../domain/markets/contract-catalogue';
import { offeredInPeriod, periodBarriers } from '../../domain/markets/period-barriers';
import { tradingPeriods, type TradingPeriod } from '../../domain/markets/trading-periods';
import type { Underlying } from '../../domain/markets/underlying';
import type { ContractCategory } from '../../domain/pricing/contract-types';
import type { World } from '../../world/world';
import { entryBase, type Available } from './contract-entries';
import { nonEmpty, quoteText } from './market-access';

/**
 * Above this many seconds a period's high and low are read from at most MAX_SAMPLES evenly spaced ticks
 * (every 10 minutes or more), so a barrier touched only briefly in a long period may be missed.
 */
const EXACT_RANGE_SECONDS = 2 * 86_400;
const MAX_SAMPLES = 5_000;

function gmt(epoch: number): { date: string; epoch: number } {
  return { date: new Date(epoch * 1000).toISOString().slice(0, 19).replace('T', ' '), epoch };
}

interface Extremes {
  high: number;
  low: number;
}

/**
 * The highest and lowest quotes since each period started. Short periods share one walk of the ticks
 * since the earliest of them; long ones are sampled.
 */
function rangesSince(world: World, symbol: string, periods: readonly TradingPeriod[], now: number): Extremes[] {
  const exactFrom = Math.min(...periods.filter((p) => now - p.start <= EXACT_RANGE_SECONDS).map((p) => p.start), now);
  const recent = world.markets.ticksBetween(symbol, exactFrom + 1, now);
  return periods.map((period) => {
    const ticks =
      now - period.start <= EXACT_RANGE_SECONDS
        ? recent.filter((tick) => tick.epoch > period.start)
        : world.markets.sampledTicks(symbol, period.start + 1, now, Math.max(600, (now - period.start) / MAX_SAMPLES));
    let high = -Infinity;
    let low = Infinity;
    for (const { quote } of ticks) {
      if (quote > high) high = quote;
      if (quote < low) low = quote;
    }
    return { high, low };
  });
}

const SHAPES: Readonly<Record<string, { barrier_category: string; barriers: 1 | 2; pathDependent: boolean }>> = {
  callputequal: { barrier_category: 'euro_non_atm', barriers: 1, pathDependent: false },
  touchnotouch: { barrier_category: 'american', barriers: 1, pathDependent: true },
  endsinout: { barrier_category: 'euro_non_atm', barriers: 2, pathDependent: false },
  staysinout: { barrier_category: 'american', barriers: 2, pathDependent: true },
};

function periodEntries(
  world: World,
  underlying: Underlying,
  categories: readonly ContractCategory[],
  period: TradingPeriod,
  { high, low }: Extremes,
): Available[] {
  const startSpot = world.markets.latestTick(underlying.symbol, period.start)?.quote;
  if (startSpot === undefined) return [];
  const text = (value: number) => quoteText(underlying, value);
  const touched = (barrier: number) => (barrier >= startSpot ? high >= barrier : low <= barrier);
  return categories.flatMap((category) => {
    const shape = SHAPES[category];
    if (!shape || !offeredInPeriod(category, period)) return [];
    const { singles, pairs } = periodBarriers(category, startSpot, period, underlying.pip);
    const single = shape.barriers === 1;
    const pairText = ([lower, upper]: [number, number]): [string, string] => [text(lower), text(upper)];
    const expired: (string | [string, string])[] = shape.pathDependent
      ? single
        ? singles.filter(touched).map(text)
        : pairs.filter(([lower, upper]) => touched(lower) || touched(upper)).map(pairText)
      : [];
    const available = nonEmpty<string | [string, string]>(single ? singles.map(text) : pairs.map(pairText));
    if (!available) return [];
    const middle = singles[Math.floor(singles.length / 2)] ?? startSpot;
    return CATEGORY_INFO[category].types.map((type): Available => ({
      ...entryBase(underlying, category, type),
      available_barriers: available,
      expired_barriers: expired,
      barrier_category: shape.barrier_category,
      barriers: shape.barriers,
      ...(single ? { barrier: text(middle) } : {}),
      expiry_type: period.expiry - period.start < 86_400 ? 'intraday' : 'daily',
      max_contract_duration: period.duration,
      min_contract_duration: period.duration,
      start_type: 'spot',
      trading_period: { date_start: gmt(period.start), date_expiry: gmt(period.expiry), duration: period.duration },
    }));
  });
}

/** Entries of every trading period open now, per category and contract type, with their barriers. */
export function multiBarrierEntries(
  world: World,
  underlying: Underlying,
  categories: readonly ContractCategory[],
): Available[] {
  const now = world.clock.epoch();
  const periods = tradingPeriods(now, (epoch) => world.markets.isOpen(underlying.symbol, epoch), underlying.symbol);
  const ranges = rangesSince(world, underlying.symbol, periods, now);
  return periods.flatMap((period, index) =>
    periodEntries(world, underlying, categories, period, ranges[index] ?? { high: -Infinity, low: Infinity }),
  );
}
