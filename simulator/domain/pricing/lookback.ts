import { continuousFloatCall, continuousFloatPut } from './lookback-formulas';
import type { MarketInputs } from './market-inputs';
import { discreteMonitoringFactor } from './pricing-conventions';

/**
 * Lookbacks as the platform's `Pricing::Engine::Lookback` prices them: the continuous closed form
 * corrected for tick-by-tick monitoring (Broadie-Glasserman-Kou), plus a 0.5% markup because the
 * corrected price still underestimates the discrete one. Prices are per unit times the multiplier.
 */

/** Added by the engine on top of the corrected price. */
export const LOOKBACK_MODEL_MARKUP = 0.005;

export interface LookbackInputs {
  market: MarketInputs;
  /** Lowest / highest tick since the start (both equal the spot at purchase). */
  runningMin: number;
  runningMax: number;
  multiplier: number;
  generationIntervalSeconds: number;
}

/**
 * With adj = exp(s·β·σ·√Δt) (s = +1 call, −1 put), price the continuous form with the extremum
 * divided by adj, then adj·raw − s·(adj − 1)·S, then the markup.
 */
function discreteUnitPrice(inputs: LookbackInputs, side: 1 | -1): number {
  const { market, generationIntervalSeconds } = inputs;
  const up = discreteMonitoringFactor(market.vol, generationIntervalSeconds);
  const adjustment = side === 1 ? up : 1 / up;
  const raw =
    side === 1
      ? continuousFloatCall(market, inputs.runningMin / adjustment)
      : continuousFloatPut(market, inputs.runningMax / adjustment);
  return (adjustment * raw - side * (adjustment - 1) * market.spot) * (1 + LOOKBACK_MODEL_MARKUP);
}

export interface LookbackPrice {
  /** Theoretical value per unit of multiplier: the basis of the lookback commission. */
  perUnit: number;
  /** perUnit × multiplier. */
  theoPrice: number;
}

function priced(perUnit: number, multiplier: number): LookbackPrice {
  return { perUnit, theoPrice: perUnit * multiplier };
}

/** LBFLOATCALL ("close-low"): pays (exit − low) × multiplier. */
export function lookbackCallPrice(inputs: LookbackInputs): LookbackPrice {
  return priced(discreteUnitPrice(inputs, 1), inputs.multiplier);
}

/** LBFLOATPUT ("high-close"): pays (high − exit) × multiplier. */
export function lookbackPutPrice(inputs: LookbackInputs): LookbackPrice {
  return priced(discreteUnitPrice(inputs, -1), inputs.multiplier);
}

/** LBHIGHLOW ("high-low"): pays (high − low) × multiplier, priced as the corrected call plus the corrected put. */
export function lookbackHighLowPrice(inputs: LookbackInputs): LookbackPrice {
  return priced(discreteUnitPrice(inputs, 1) + discreteUnitPrice(inputs, -1), inputs.multiplier);
}
