import type { Tick } from './feed';

export interface Candle {
  /** Epoch at which the candle opened: a multiple of the granularity. */
  epoch: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Groups ticks (in time order) into candles of `granularity` seconds; periods without ticks have none. */
export function candlesOf(ticks: readonly Tick[], granularity: number): Candle[] {
  const candles: Candle[] = [];
  for (const { epoch, quote } of ticks) {
    const start = Math.floor(epoch / granularity) * granularity;
    const last = candles[candles.length - 1];
    if (last && last.epoch === start) {
      last.high = Math.max(last.high, quote);
      last.low = Math.min(last.low, quote);
      last.close = quote;
    } else candles.push({ epoch: start, open: quote, high: quote, low: quote, close: quote });
  }
  return candles;
}
