import type { TicksHistoryResponse } from '../../../schemas/generated/types';
import type { Tick } from '../../api/endpoints/markets';
import { TICKS_KEPT } from '../../lib/constants';

export interface ChartTick {
  epoch: number;
  quote: number;
}

/**
 * The popup chart's ticks: the history it asked for joined with the live ticks since, one per epoch,
 * oldest first, and only the last TICKS_KEPT of them (trading-core §9).
 */
export function recentTicks(history: TicksHistoryResponse | undefined, live: readonly Tick[]): ChartTick[] {
  const byEpoch = new Map<number, number>();
  if (history && 'history' in history) {
    history.history.times.forEach((epoch, i) => {
      const quote = history.history.prices[i];
      if (quote !== undefined) byEpoch.set(epoch, quote);
    });
  }
  for (const tick of live) byEpoch.set(tick.epoch, tick.quote);
  return [...byEpoch.entries()]
    .sort(([a], [b]) => a - b)
    .slice(-TICKS_KEPT)
    .map(([epoch, quote]) => ({ epoch, quote }));
}
