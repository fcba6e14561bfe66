import {
  asianDownProbability,
  asianUpProbability,
  callProbability,
  expiryMissProbability,
  expiryRangeProbability,
  putProbability,
} from '../pricing/european-digitals';
import { lookbackCallPrice, lookbackHighLowPrice, lookbackPutPrice } from '../pricing/lookback';
import { SECONDS_PER_YEAR, type MarketInputs } from '../pricing/market-inputs';
import { pricingDurationSeconds, pricingYears, resetTimeSeconds, shiftedBarrier } from '../pricing/pricing-conventions';
import { resetCallProbability, resetPutProbability } from '../pricing/reset';
import { callSpreadPrice, putSpreadPrice } from '../pricing/spreads';
import { rangeProbability, upOrDownProbability } from '../pricing/stays-between';
import { digitProbability, tickHighLowProbability, type DigitContractType } from '../pricing/tick-contracts';
import { noTouchProbability, oneTouchProbability } from '../pricing/touch';
import { absoluteBarrier, ENTRY_SPOT_BARRIER } from './barriers';
import { isSynthetic, type MarketState } from './market-state';
import type { ContractTerms } from './proposal-terms';

/** A contract's theoretical value: a probability of the payout, or a price (lookbacks per unit, spreads in money). */
export type TheoValue =
  { kind: 'binary'; probability: number } | { kind: 'lookback'; perUnit: number } | { kind: 'spread'; price: number };

/** Where a contract stands at the time it is priced. */
interface Position {
  terms: ContractTerms;
  market: MarketState;
  inputs: MarketInputs;
  entrySpot: number;
  /** Ticks of the contract so far, entry first; empty before the start. */
  path: readonly { epoch: number; quote: number }[];
  /** Tick contracts: ticks still to come. */
  ticksLeft?: number;
}

function level(position: Position, text: string | undefined): number {
  return absoluteBarrier(text ?? ENTRY_SPOT_BARRIER, position.entrySpot, position.market.underlying.pipSize);
}

/** Path-dependent barriers on synthetic indices are moved away from the spot for tick-by-tick monitoring. */
function monitored(position: Position, barrier: number): number {
  const { underlying, spot } = position.market;
  return isSynthetic(underlying)
    ? shiftedBarrier(barrier, spot, underlying.vol, underlying.generationIntervalSeconds)
    : barrier;
}

function secondsLeft(
  terms: ContractTerms,
  market: MarketState,
  ticksLeft: number | undefined,
  forSale: boolean,
): number {
  const interval = market.underlying.generationIntervalSeconds;
  if (terms.expiry.kind === 'ticks') return (ticksLeft ?? terms.expiry.ticks) * interval;
  const from = Math.max(market.nowEpoch, terms.dateStart);
  const twoBarriers = terms.barrier2 !== undefined;
  return Math.max(
    0,
    pricingDurationSeconds({
      startEpoch: from,
      expiryEpoch: terms.expiry.dateExpiry,
      generationIntervalSeconds: interval,
      atm: !twoBarriers && terms.barrier === ENTRY_SPOT_BARRIER && terms.multiplier === undefined,
      tickExpiry: false,
      forSale,
    }),
  );
}

function contractSeconds(terms: ContractTerms, interval: number): number {
  return terms.expiry.kind === 'ticks' ? terms.expiry.ticks * interval : terms.expiry.dateExpiry - terms.dateStart;
}

/** Resets: before the reset time the reset formula; after it, a digital on the barrier the reset left. */
function resetValue(position: Position, barrier: number, call: boolean): number {
  const { terms, market, inputs } = position;
  const interval = market.underlying.generationIntervalSeconds;
  const resetAt = terms.dateStart + resetTimeSeconds(contractSeconds(terms, interval), interval);
  const from = Math.max(market.nowEpoch, terms.dateStart);
  const resetYears = (resetAt - from) / SECONDS_PER_YEAR;
  if (resetYears > 0 && resetYears < inputs.years) {
    return call ? resetCallProbability(inputs, barrier, resetYears) : resetPutProbability(inputs, barrier, resetYears);
  }
  const resetTick = [...position.path].reverse().find((tick) => tick.epoch <= resetAt);
  const outOfMoney = resetTick && (call ? resetTick.quote < barrier : resetTick.quote > barrier);
  const effective = outOfMoney ? resetTick.quote : barrier;
  return call ? callProbability(inputs, effective) : putProbability(inputs, effective);
}

function runValue(position: Position, up: boolean): number {
  const quotes = position.path.map((tick) => tick.quote);
  for (let i = 1; i < quotes.length; i += 1) {
    const move = quotes[i]! - quotes[i - 1]!;
    if (up ? move <= 0 : move >= 0) return 0;
  }
  return 0.5 ** (position.ticksLeft ?? 0);
}

function binaryValue(position: Position, forSale: boolean): number {
  const { terms, inputs, path } = position;
  const started = path.length > 0;
  switch (terms.contractType) {
    case 'CALL':
    case 'CALLE':
      return callProbability(inputs, level(position, terms.barrier));
    case 'PUT':
    case 'PUTE':
      return putProbability(inputs, level(position, terms.barrier));
    case 'ONETOUCH':
      return oneTouchProbability(inputs, monitored(position, level(position, terms.barrier)));
    case 'NOTOUCH':
      return noTouchProbability(inputs, monitored(position, level(position, terms.barrier)));
    case 'EXPIRYRANGE':
      return expiryRangeProbability(inputs, level(position, terms.barrier), level(position, terms.barrier2));
    case 'EXPIRYMISS':
      return expiryMissProbability(inputs, level(position, terms.barrier), level(position, terms.barrier2));
    case 'RANGE':
    case 'UPORDOWN': {
      const high = monitored(position, level(position, terms.barrier));
      const low = monitored(position, level(position, terms.barrier2));
      return terms.contractType === 'RANGE'
        ? rangeProbability(inputs, high, low)
        : upOrDownProbability(inputs, high, low);
    }
    case 'DIGITMATCH':
    case 'DIGITDIFF':
    case 'DIGITOVER':
    case 'DIGITUNDER':
    case 'DIGITEVEN':
    case 'DIGITODD':
      return digitProbability(
        terms.contractType as DigitContractType,
        terms.barrier === undefined ? undefined : Number(terms.barrier),
      );
    case 'ASIANU':
    case 'ASIAND': {
      if (!started) return terms.contractType === 'ASIANU' ? asianUpProbability(inputs) : asianDownProbability(inputs);
      // Started: a digital against the running average of the ticks so far.
      const average = path.reduce((sum, tick) => sum + tick.quote, 0) / path.length;
      return terms.contractType === 'ASIANU' ? callProbability(inputs, average) : putProbability(inputs, average);
    }
    case 'RESETCALL':
    case 'RESETPUT':
      return resetValue(position, level(position, terms.barrier), terms.contractType === 'RESETCALL');
    case 'TICKHIGH':
    case 'TICKLOW':
      // Not offered for sale before expiry.
      return started && forSale ? 0 : tickHighLowProbability(terms.selectedTick ?? 0);
    case 'RUNHIGH':
    case 'RUNLOW':
      return runValue(position, terms.contractType === 'RUNHIGH');
    default:
      throw new RangeError(`${terms.contractType} is not a binary contract`);
  }
}

export interface TheoOptions {
  /** Pricing a sell-back (no duration trim). */
  forSale: boolean;
  /** Spreads scale with the payout. */
  payout: number;
}

/** The theoretical value of a contract at the market's time, spot and path so far. */
export function theoValue(terms: ContractTerms, market: MarketState, options: TheoOptions): TheoValue {
  const path = market.path ?? [];
  const entrySpot = path[0]?.quote ?? market.spot;
  const ticksLeft =
    terms.expiry.kind === 'ticks' ? Math.max(0, terms.expiry.ticks - Math.max(0, path.length - 1)) : undefined;
  const inputs: MarketInputs = {
    spot: market.spot,
    years: pricingYears(secondsLeft(terms, market, ticksLeft, options.forSale)),
    discountRate: 0,
    drift: market.underlying.drift,
    vol: market.underlying.vol,
  };
  const position: Position = { terms, market, inputs, entrySpot, path, ticksLeft };
  const type = terms.contractType;
  if (type === 'LBFLOATCALL' || type === 'LBFLOATPUT' || type === 'LBHIGHLOW') {
    const quotes = path.length > 0 ? path.map((tick) => tick.quote) : [market.spot];
    const lookback = {
      market: inputs,
      runningMin: Math.min(...quotes),
      runningMax: Math.max(...quotes),
      multiplier: terms.multiplier ?? 1,
      generationIntervalSeconds: market.underlying.generationIntervalSeconds,
    };
    const price =
      type === 'LBFLOATCALL'
        ? lookbackCallPrice(lookback)
        : type === 'LBFLOATPUT'
          ? lookbackPutPrice(lookback)
          : lookbackHighLowPrice(lookback);
    return { kind: 'lookback', perUnit: price.perUnit };
  }
  if (type === 'CALLSPREAD' || type === 'PUTSPREAD') {
    const high = level(position, terms.barrier);
    const low = level(position, terms.barrier2);
    const price =
      type === 'CALLSPREAD'
        ? callSpreadPrice(inputs, high, low, options.payout)
        : putSpreadPrice(inputs, high, low, options.payout);
    return { kind: 'spread', price };
  }
  return { kind: 'binary', probability: binaryValue(position, options.forSale) };
}
