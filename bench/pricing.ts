import {
  asianUpProbability,
  callProbability,
  expiryRangeProbability,
} from '../simulator/domain/pricing/european-digitals';
import { lookbackCallPrice, lookbackHighLowPrice } from '../simulator/domain/pricing/lookback';
import type { MarketInputs } from '../simulator/domain/pricing/market-inputs';
import { pricingYears } from '../simulator/domain/pricing/pricing-conventions';
import { resetCallProbability } from '../simulator/domain/pricing/reset';
import { callSpreadPrice } from '../simulator/domain/pricing/spreads';
import { rangeProbability, upOrDownProbability } from '../simulator/domain/pricing/stays-between';
import { digitProbability, runProbability, tickHighLowProbability } from '../simulator/domain/pricing/tick-contracts';
import { oneTouchProbability } from '../simulator/domain/pricing/touch';
import { median } from './stats';

/** A 5-minute contract on Volatility 100 Index (σ = 1, no rates) at spot 1000. */
const market: MarketInputs = { spot: 1000, years: pricingYears(300), discountRate: 0, drift: 0, vol: 1 };
const lookback = { market, runningMin: 1000, runningMax: 1000, multiplier: 1, generationIntervalSeconds: 2 };

/** One representative call of each pricing function, by the contract types it prices. */
const CALLS: Record<string, () => number> = {
  'CALL/PUT (European digital)': () => callProbability(market, 1001),
  'EXPIRYRANGE/EXPIRYMISS': () => expiryRangeProbability(market, 1010, 990),
  'ASIANU/ASIAND': () => asianUpProbability(market),
  'ONETOUCH/NOTOUCH': () => oneTouchProbability(market, 1010),
  'UPORDOWN (Pelsser series)': () => upOrDownProbability(market, 1010, 990),
  'RANGE (Pelsser series)': () => rangeProbability(market, 1010, 990),
  'RESETCALL/RESETPUT': () => resetCallProbability(market, 1000, pricingYears(150)),
  'LBFLOATCALL/LBFLOATPUT': () => lookbackCallPrice(lookback).perUnit,
  LBHIGHLOW: () => lookbackHighLowPrice(lookback).perUnit,
  'CALLSPREAD/PUTSPREAD': () => callSpreadPrice(market, 1010, 990, 100),
  'DIGIT*': () => digitProbability('DIGITOVER', 4),
  'TICKHIGH/TICKLOW': () => tickHighLowProbability(3),
  'RUNHIGH/RUNLOW': () => runProbability(5),
};

/** Median microseconds per call, over batches so the timer's resolution does not dominate. */
export function measurePricing(batches: number, callsPerBatch: number): { name: string; microseconds: number }[] {
  return Object.entries(CALLS).map(([name, call]) => {
    let sink = 0;
    const perCall: number[] = [];
    for (let batch = 0; batch < batches; batch += 1) {
      const started = performance.now();
      for (let index = 0; index < callsPerBatch; index += 1) sink += call();
      perCall.push(((performance.now() - started) * 1000) / callsPerBatch);
    }
    if (Number.isNaN(sink)) throw new Error(`${name} returned NaN`);
    return { name, microseconds: median(perCall) };
  });
}
